// Words a layout drew with no space and no gap between them ("PeriodBeginning", "NetPay",
// "BeginningBalance"): a token splits at a lowercase -> uppercase boundary only where every part is
// a word of the statements' and paystubs' labels, so names ("McDonald", "PayPal") stay whole.

const LABEL_WORDS = new Set(
  (
    'pay period periods beginning begin begins start starting started end ending ended date dates check advice payment ' +
    'deposit day paid issue from to through thru frequency cycle schedule employer employee company business name ' +
    'number id gross net total totals earnings earning wages wage income salary take home amount current this ' +
    'year ytd deductions deduction taxes tax withholdings withholding withheld federal state local city social ' +
    'security medicare hours rate rates regular overtime description type statutory voluntary other pre post before after ' +
    'balance balances opening closing beginning previous new daily ending summary account accounts statement ' +
    'deposits credits credit debits debit withdrawals withdrawal money in out fees fee charges interest ' +
    'transactions transaction details detail posted posting checks additions subtractions purchases ' +
    'payments transfers card service items item information info address'
  ).split(' '),
);

const CAPITALISED_RUN = /^(?:[A-Z][a-z]+)+[:.]?$/;

/** Named, not inline: called for every token of every line (see rows.ts). */
function isLabelWord(p: string): boolean {
  return LABEL_WORDS.has(p.toLowerCase());
}

/** The words of a token drawn joined, or the token alone when it is not made of label words. */
export function splitJoinedWords(token: string): string[] {
  if (!CAPITALISED_RUN.test(token)) return [token];
  const tail = /[:.]$/.test(token) ? token.slice(-1) : '';
  const parts = (tail ? token.slice(0, -1) : token).match(/[A-Z][a-z]+/g)!;
  if (parts.length < 2 || !parts.every(isLabelWord)) return [token];
  parts[parts.length - 1] += tail;
  return parts;
}
