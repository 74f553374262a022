// Categorising one transaction from its descriptor, its sign and the bank connection's own category.
// The rules are checked in order; the first that matches wins (see the two rule lists below).

import type { TransactionCategory } from './cash-flow.types.ts';
import { cleanDescriptor, matchText, nameWords, sourceName, wordsOnly } from './descriptors.ts';

export { matchText };

export interface CategorizeContext {
  /** Account masks (last 4 digits) of the accounts in the analysis, to recognise own transfers. */
  ownMasks: ReadonlySet<string>;
  /** The borrower's name as words (given name, family name), to recognise transfers to themselves. */
  borrowerName: { first: string[]; last: string[] } | null;
}

export const EMPTY_CONTEXT: CategorizeContext = { ownMasks: new Set(), borrowerName: null };

const re = (words: string) => new RegExp(`\\b(?:${words})\\b`);

// Fees and their reversals.
const NSF = re('NSF|NON ?SUFFICIENT|NONSUFFICIENT|INSUFFICIENT FUNDS?|INSUFF FUNDS?|INSUF FUNDS?');
const RETURNED_ITEM = re('RETURNED ITEM|RETURN ITEM|RET ITEM|ITEM RETURNED');
const OVERDRAFT = re('OVERDRAFT|OVERDRAWN|OD|ODP');
const FEE = re('FEE|FEES|CHARGE|CHARGES|CHG|CHRG|SVC CHG');
const REVERSAL = re('REVERSAL|REVERSED|REVERSE|REV|REFUND|REFUNDED|RFND|REBATE|WAIVED|WAIVER|WAIVE|CREDIT|CR|ADJ|ADJUSTMENT|COURTESY|RETURN');
const BANK_FEE = re(
  '(?:MONTHLY|SERVICE|MAINTENANCE|MAINT|ATM|WIRE|FOREIGN|INTL|INTERNATIONAL|TRANSACTION|STOP PAYMENT|STOP PMT|PAPER STATEMENT|ACCOUNT|ACCT|SVC|CASHIERS CHECK|EXCESS|ACTIVITY|DORMANT|INACTIVITY|MINIMUM BALANCE|LOW BALANCE) (?:FEE|FEES|CHARGE|CHG)|SERVICE CHARGE|SVC CHG|SERVICE CHG',
);

const GAMBLING = re(
  'DRAFTKINGS|DRAFT KINGS|FANDUEL|FAN DUEL|BETMGM|BET MGM|CAESARS SPORTSBOOK|CAESARS SPORTS|SPORTSBOOK|SPORTS BOOK|BET365|BOVADA|POINTSBET|BETRIVERS|BET RIVERS|HARD ROCK BET|ESPN BET|FANATICS BET|POKERSTARS|PRIZEPICKS|PRIZE PICKS|UNDERDOG FANTASY|CHUMBA|LUCKYLAND|STAKE COM|WYNNBET|BETFAIR|CASINO|CASINOS|LOTTERY|LOTTO|POWERBALL|MEGA MILLIONS|SLOTS|BINGO|RACETRACK|RACEWAY|OTB|TWINSPIRES|GOLDEN NUGGET ONLINE',
);

const TAX_REFUND = re('TAX REF|TAX REFUND|TAXRFD|TAX RFD|TAX RFND|IRS TREAS|STATE TAX|TAX REFUNDS');
const REFUND = re(
  'REFUND|REFUNDS|RFND|REFUNDED|REVERSAL|REVERSED|RETURN|RETURNED|RETURNS|CHARGEBACK|CHARGE BACK|CASHBACK|CASH BACK|REWARD|REWARDS|REBATE|CREDIT ADJ|CR ADJ|ADJUSTMENT|PROVISIONAL CREDIT|DISPUTE|CLAIM CREDIT|MERCHANT CREDIT|PURCHASE RETURN|PRICE ADJ',
);
const SUPPORT = re('CHILD SUPPORT|CHILD SUPP|CHILDSUPPORT|CHILD SUP|ALIMONY|SPOUSAL SUPPORT|SPOUSAL SUPP|SDU|FAMILY SUPPORT|SUPPORT PMT|SUPPORT PAYMENT|CSE|CSA CHILD');
const LOAN_WORDS_IN = re('LOAN PROCEEDS|LOAN PROCEED|LOAN DISB|LOAN DISBURSEMENT|DISBURSEMENT|DISBURSE|LOAN FUNDING|LOAN FUNDED|LOAN DEPOSIT|LOAN ADVANCE|CASH ADVANCE|ADVANCE|EXTRACASH|INSTACASH|LOAN');
const BENEFITS = re(
  'SSA|SOC SEC|SOCIAL SECURITY|SOCIAL SEC|SSI|SSDI|SSA TREAS|TREAS 310|TREASURY 310|US TREASURY|US TREAS|UI BENEFIT|UI BENEFITS|UI|UC|UIA|UNEMPLOYMENT|UNEMPLOY|UNEMP|UNEMPL|DEPT OF LABOR|DEPT LABOR|LABOR DEPT|DEPARTMENT OF LABOR|DOL|EDD|ESD|DEO|TWC|DLI|WORKFORCE|EMPLOYMENT SECURITY|EMPLOYMENT SEC|VA BENEFIT|VA BENEFITS|VETERANS AFFAIRS|VETERANS BENEFITS|VACP|VA TREAS|DISABILITY|SNAP|TANF|UNEMPLOYMENT BENEFITS|STATE BENEFITS',
);
// "DES" stands for a state Department of Employment Security, but "DES:" introduces a description.
const BENEFITS_DES = /\bDES\b(?!:)/;
const PENSION = re(
  'PENSION|PENSIONS|ANNUITY|ANNUITIES|ANNUITANT|RETIREMENT|RETIREMENT SYS|RETIREE|RET PAY|RETIRED PAY|OPM|CSA|FERS|CSRS|CALPERS|CALSTRS|TIAA|PBGC|RRB|RAILROAD RETIREMENT|IRA DIST|IRA DISTRIBUTION|401K DIST|401 K DIST|RMD',
);
const DFAS_RETIRED = /\bDFAS\b.*\bRET\b/;
const PAYROLL_STRONG = re(
  'PAYROLL|PAYRL|PAYRLL|PYRL|PAYROL|SALARY|SALARIES|WAGES|WAGE|PAYCHECK|PAYCHECKS|NET PAY|ADP|PAYCHEX|GUSTO|ZENPAYROLL|INTUIT|QUICKBOOKS|QBOOKS|QB PAYROLL|PAYLOCITY|WORKDAY|CERIDIAN|DAYFORCE|TRINET|RIPPLING|JUSTWORKS|PAYCOM|PAYCOR|INSPERITY|ZENEFITS|PAYCHEX EIB|DFAS|HEARTLAND PAYROLL|SQUARE PAYROLL|ONPAY|PATRIOT PAYROLL',
);
const PAYROLL_WEAK = re('DIRECT DEP|DIRECT DEPOSIT|DIR DEP|DIRDEP|DIR DEPOSIT|PPD|DIRECT DEPOS|DIR DEPOS');
const GIG = re(
  'UBER|LYFT|DOORDASH|DOOR DASH|INSTACART|MAPLEBEAR|GRUBHUB|AMAZON FLEX|AMZN FLEX|UPWORK|FIVERR|ETSY|SHIPT|POSTMATES|TASKRABBIT|TASK RABBIT|STRIPE|SQUARE INC|SQ INC|SHOPIFY|TURO|ROVER|CAVIAR|GOPUFF|SPARK DRIVER|WALMART SPARK|ROADIE|THUMBTACK|WAG LABS|HANDY|CARE COM|FREELANCER|TOPTAL|EBAY PAYOUT|POSHMARK|MERCARI|PAYOUT|PAYOUTS|OWNER DRAW|OWNERS DRAW|SELF PAYOUT|DRAW FROM BUSINESS',
);
const PAYPAL_PAYOUT = /\bPAYPAL\b.*\b(?:PAYOUT|PAYOUTS|SETTLEMENT|MERCHANT|MERCH|SALES)\b/;
const RENTAL = re('RENT|RENTAL|RENTALS|TENANT|LEASE|AIRBNB|VRBO|HOMEAWAY|APPFOLIO|BUILDIUM|RENTREDI|TURBOTENANT|ZILLOW RENT|RENT PAYMENT|RENT PMT');
const INTEREST = re('INTEREST|INTRST|INT PAID|INT PYMT|INT PYMNT|INT PMT|INTEREST PAID|INT EARNED|DIVIDEND|DIVIDENDS|DIV|APY');
const P2P = re(
  'ZELLE|VENMO|CASH APP|CASHAPP|SQUARE CASH|SQC|PAYPAL|APPLE CASH|GOOGLE PAY|P2P|TRANSFER|TRANSFERS|XFER|TRNSFR|TRSF|TFR|WIRE|WIRE IN|WIRE OUT|INCOMING WIRE|FEDWIRE|BOOK TRANSFER|REMITLY|WESTERN UNION|MONEYGRAM|WISE|EXTERNAL|EXT TRNSFR|EXT TRANSFER',
);
const CASH_DEPOSIT = re('CASH DEP|CASH DEPOSIT|DEPOSIT CASH|ATM DEP|ATM DEPOSIT|ATM CASH DEPOSIT|ATM CASH DEP|BRANCH DEPOSIT|TELLER DEPOSIT|COUNTER DEPOSIT|CASH');
const CARD_PAYMENT = re(
  'CREDIT CARD|CREDIT CRD|CRD AUTOPAY|CARD PAYMENT|CARD PMT|CARD PYMT|CC PAYMENT|CC PMT|CC AUTOPAY|DISCOVER|AMEX|AMERICAN EXPRESS|AMEX EPAYMENT|CITI CARD|CITICARD|CITI AUTOPAY|CHASE CARD|CHASE CREDIT|CAPITAL ONE|CAP ONE|CAPITALONE|BARCLAYCARD|BARCLAYS|SYNCHRONY|SYNCB|AUTOMATIC PAYMENT THANK|AUTOPAY THANK|PAYMENT THANK YOU|CARDMEMBER|EPAY CARD|CARD SERVICES|CRCARDPMT',
);
const CASH_WITHDRAWAL = re('ATM WITHDRAWAL|ATM W D|ATM WD|ATM WDL|ATM WITHDRWL|ATM CASH|CASH WITHDRAWAL|CASH WDL|WITHDRAWAL|WITHDRWL|ATM');
const PURCHASE = re('POS|PURCHASE|PURCH|DEBIT CARD|DBT CRD|DEBIT PURCHASE|CHECKCARD|CHECK CARD|VISA|MASTERCARD|RECURRING|CARD PURCHASE|POINT OF SALE|SQ');

// Transfers between the borrower's own accounts.
const TRANSFER_WORD = re('TRANSFER|TRANSFERS|TRANSFERRED|XFER|TRNSFR|TRSF|TFR|SWEEP|OVERDRAFT PROTECTION|OD PROTECTION');
const OWN_ACCOUNT_WORD = re('SAVINGS|SAVING|SAV|SAVS|CHECKING|CHK|CHKG|SHARE|SHARES|SHR|MONEY MARKET|MMA|MM|BROKERAGE');
const OWN_NO_TRANSFER_WORD = /\b(?:FROM|TO) (?:SAVINGS|SAV|CHECKING|CHK|SHARE|SHARES|MONEY MARKET|MMA)\b/;
const MASK = /(?:\.{2,}|X{2,}|\*{1,}|#|ENDING IN |ENDING |ACCT |ACCOUNT |ACCT# ?|NO\. ?)\s?(\d{4})\b/;

type LoanKind = 'MORTGAGE' | 'AUTO' | 'STUDENT' | 'CONSUMER';
// Each entry: the lender's name, then other spellings; an entry starting with `~` names a kind of
// loan rather than a lender, and the lender is then the descriptor's source name.
const LENDERS: Array<{ kind: LoanKind; name: string | null; pattern: RegExp }> = [];
function lenders(kind: LoanKind, entries: string[]) {
  for (const e of entries) {
    const generic = e.startsWith('~');
    const words = (generic ? e.slice(1) : e).split('|');
    LENDERS.push({ kind, name: generic ? null : words[0], pattern: re(words.join('|')) });
  }
}
lenders('STUDENT', [
  '~STUDENT LOAN|STUDENT LN|STUDENTLN|STUDNT LOAN',
  'NAVIENT', 'NELNET', 'MOHELA', 'GREAT LAKES', 'AIDVANTAGE', 'SALLIE MAE|SALLIEMAE', 'FEDLOAN', 'EDFINANCIAL', 'ECSI',
  'DEPT OF EDUCATION|DEPT EDUCATION|DEPT OF ED|US DEPT ED',
]);
lenders('MORTGAGE', [
  'ROCKET MORTGAGE|QUICKEN LOANS', 'MR COOPER|NATIONSTAR', 'LOANDEPOT', 'PENNYMAC', 'SHELLPOINT', 'NEWREZ',
  'FREEDOM MORTGAGE', 'CALIBER HOME', '~MORTGAGE|MORTG|MTG|MTGE|HOME LOAN|HOME EQUITY|HELOC',
]);
lenders('AUTO', [
  'TOYOTA FINANCIAL|TOYOTA MOTOR CREDIT|TFS', 'HONDA FINANCIAL|AMERICAN HONDA|HONDA FIN', 'NISSAN MOTOR ACCEPTANCE|NMAC|NISSAN FINANCE',
  'FORD CREDIT|FORD MOTOR CREDIT', 'GM FINANCIAL|GMFINANCIAL', 'ALLY AUTO|ALLY PAYMENT', 'CARMAX AUTO', 'SANTANDER CONSUMER',
  'CHRYSLER CAPITAL', 'WESTLAKE FINANCIAL|WESTLAKE FIN', 'CREDIT ACCEPTANCE', 'EXETER FINANCE', 'HYUNDAI MOTOR FINANCE|HYUNDAI CAPITAL',
  'KIA MOTORS FINANCE|KIA FINANCE', 'CAPITAL ONE AUTO', '~AUTO LOAN|CAR LOAN|AUTO FINANCE|VEHICLE LOAN|AUTO LN',
]);
lenders('CONSUMER', [
  'OPPLOANS|OPP LOANS|OPPFI', 'POSSIBLE FINANCE|POSSIBLE FIN', 'CASHNETUSA|CASHNET', 'NETCREDIT|NET CREDIT', 'RISE CREDIT|RISECREDIT',
  'ELASTIC', 'SPEEDY CASH', 'CHECK INTO CASH', 'CHECK N GO|CHECKNGO', 'ADVANCE AMERICA', 'ACE CASH', 'MONEYLION', 'EARNIN|ACTIVEHOURS',
  'DAVE INC|DAVE COM|DAVE EXTRACASH', 'BRIGIT', 'KLOVER', 'CLEO AI', 'AVANT', 'UPSTART', 'LENDINGCLUB|LENDING CLUB',
  'PROSPER FUNDING|PROSPER MARKETPLACE|PROSPER LOAN', 'SOFI LOAN|SOFI LENDING', 'ONEMAIN|ONE MAIN', 'OPORTUN', 'MARINER FINANCE',
  'WORLD FINANCE|WORLD ACCEPTANCE', 'REGIONAL FINANCE', 'LENDMARK', 'HEIGHTS FINANCE', 'SECURITY FINANCE', 'KABBAGE', 'ONDECK|ON DECK CAPITAL',
  'BLUEVINE', 'FUNDBOX', 'CREDIBLY', 'AFFIRM', 'KLARNA', 'AFTERPAY', 'SEZZLE', 'QUADPAY|ZIP CO|ZIP PAY', 'BEST EGG|BESTEGG',
  'HAPPY MONEY', 'SPOTLOAN', 'BIG PICTURE LOANS', 'PLAIN GREEN', 'MOBILOANS', 'CURO', 'LENDUP', 'MINTO MONEY', 'CREDITNINJA|CREDIT NINJA',
  '~PAYDAY|PAYDAY LOAN|INSTALLMENT LOAN|PERSONAL LOAN|LENDING|LENDER|LOANS|LOAN',
]);
/** Every lender pattern in one, to rule most descriptors out with a single test. */
const ANY_LENDER = new RegExp(`\\b(?:${LENDERS.map((l) => l.pattern.source.slice(5, -3)).join('|')})\\b`);
const LOAN_PAYMENT_WORDS = re('LOAN PMT|LOAN PAYMENT|LOAN PYMT|LN PMT|LOAN REPAY|LOAN REPAYMENT|REPAYMENT|INSTALLMENT|LOAN');

export interface Lender {
  /** A known lender's name, or the descriptor's source name when the lender is not a known one. */
  name: string;
  kind: LoanKind;
}

/**
 * The lender behind a loan descriptor: a known name (with its kind: mortgage, auto, student loan or
 * consumer credit, which covers online, payday, cash-advance and buy-now-pay-later lenders), or,
 * for a generic "... LOAN PMT", the source name as a consumer lender; null when no lender is named.
 */
export function lenderOf(description: string): Lender | null {
  return lenderOfText(matchText(description), description);
}

function lenderOfText(text: string, description: string): Lender | null {
  if (!ANY_LENDER.test(text)) return null;
  for (const l of LENDERS) {
    if (l.pattern.test(text)) return { name: l.name ?? sourceName(description), kind: l.kind };
  }
  return null;
}

/** Which fees a fee reversal cancels. */
export function feeReversalKind(description: string): 'NSF' | 'OVERDRAFT' | 'ANY' {
  const text = matchText(description);
  if (NSF.test(text) || RETURNED_ITEM.test(text)) return 'NSF';
  if (OVERDRAFT.test(text)) return 'OVERDRAFT';
  return 'ANY';
}

function isOwnTransferDescriptor(text: string, cleaned: string, ctx: CategorizeContext): boolean | null {
  const transferish = TRANSFER_WORD.test(text) || OWN_NO_TRANSFER_WORD.test(text);
  if (!transferish) return null;
  const mask = MASK.exec(cleaned);
  if (mask) return ctx.ownMasks.has(mask[1]);
  if (OWN_NO_TRANSFER_WORD.test(text)) return true;
  if (TRANSFER_WORD.test(text) && OWN_ACCOUNT_WORD.test(text) && !P2P_PERSON.test(text)) return true;
  return null;
}
const P2P_PERSON = re('ZELLE|VENMO|CASH APP|CASHAPP|PAYPAL|APPLE CASH|WIRE|WESTERN UNION|MONEYGRAM|REMITLY|WISE');

function namesBorrower(text: string, ctx: CategorizeContext): boolean {
  const n = ctx.borrowerName;
  if (!n || n.first.length === 0 || n.last.length === 0) return false;
  const words = new Set(text.split(' '));
  return n.first.some((w) => words.has(w)) && n.last.some((w) => words.has(w));
}

/** The borrower's name as words for a CategorizeContext. */
export function borrowerNameWords(borrower: { first_name: string; last_name: string } | undefined): CategorizeContext['borrowerName'] {
  if (!borrower) return null;
  const first = nameWords(borrower.first_name);
  const last = nameWords(borrower.last_name);
  return first.length && last.length ? { first, last } : null;
}

function fromHint(hint: string | null, inflow: boolean): TransactionCategory | null {
  if (!hint) return null;
  const h = hint.toUpperCase().replace(/[^A-Z0-9]+/g, ' ');
  if (/\b(?:INTERNAL ACCOUNT TRANSFER|ACCOUNT TRANSFER)\b/.test(h)) return 'TRANSFER_OWN';
  if (inflow) {
    if (/\b(?:PAYROLL|WAGES|SALARY)\b/.test(h)) return 'PAYROLL';
    if (/\b(?:RETIREMENT PENSION|PENSION)\b/.test(h)) return 'PENSION';
    if (/\bUNEMPLOYMENT\b/.test(h)) return 'BENEFITS';
    if (/\bINTEREST\b/.test(h)) return 'INTEREST';
    if (/\b(?:REFUND|REFUNDS)\b/.test(h)) return 'REFUND';
    if (/\bTRANSFER\b/.test(h)) return 'TRANSFER';
    return null;
  }
  if (/\b(?:BANK FEES OVERDRAFT|OVERDRAFT)\b/.test(h)) return 'OVERDRAFT_FEE';
  if (/\bINSUFFICIENT FUNDS\b/.test(h)) return 'NSF_FEE';
  if (/\bGAMBLING\b/.test(h)) return 'GAMBLING';
  if (/\bCREDIT CARD\b/.test(h)) return 'CARD_PAYMENT';
  if (/\b(?:LOAN|MORTGAGE)\b/.test(h)) return 'LOAN_PAYMENT';
  if (/\bATM\b/.test(h)) return 'CASH';
  if (/\bTRANSFER\b/.test(h)) return 'TRANSFER';
  if (/\b(?:FOOD|SHOPS|GENERAL MERCHANDISE|TRAVEL|RESTAURANTS|ENTERTAINMENT|RECREATION|PERSONAL CARE|TRANSPORTATION)\b/.test(h)) return 'PURCHASE';
  return null;
}

/**
 * Category of one transaction from its descriptor alone (own transfers found by matching amounts
 * across accounts are applied afterwards, see own-transfers.ts).
 *
 * Money in, first match wins: fee reversal; gambling; tax refund; own transfer (a descriptor naming
 * the borrower's savings/checking or one of the analysed accounts' masks, or a transfer naming the
 * borrower); refund/return/reversal; child support or alimony; loan proceeds (loan words or a known
 * lender); benefits; pension; payroll (payroll words or a payroll processor); gig or self-employment
 * payout; rent received; interest; other transfer; payroll from "DIRECT DEP"/"PPD" alone; cash
 * deposit; the bank connection's category; OTHER_INFLOW.
 *
 * Money out, first match wins: NSF fee; overdraft fee; other bank fee; gambling; own transfer; loan
 * payment; credit-card payment; cash withdrawal; other transfer; card purchase; the bank
 * connection's category; OTHER_OUTFLOW.
 */
export function categorize(
  description: string,
  amountCents: number,
  hint: string | null,
  ctx: CategorizeContext = EMPTY_CONTEXT,
): TransactionCategory {
  const cleaned = cleanDescriptor(description);
  const text = wordsOnly(cleaned);
  const hinted = fromHint(hint, amountCents >= 0);
  const own = isOwnTransferDescriptor(text, cleaned, ctx);

  if (amountCents >= 0) {
    if (!TRANSFER_WORD.test(text) && REVERSAL.test(text) && (FEE.test(text) || NSF.test(text) || OVERDRAFT.test(text))) return 'FEE_REVERSAL';
    if (GAMBLING.test(text)) return 'GAMBLING';
    if (TAX_REFUND.test(text)) return 'REFUND';
    if (own === true || (P2P.test(text) && namesBorrower(text, ctx))) return 'TRANSFER_OWN';
    if (REFUND.test(text)) return 'REFUND';
    if (SUPPORT.test(text)) return 'SUPPORT';
    if (lenderOfText(text, description)?.kind === 'CONSUMER' || (LOAN_WORDS_IN.test(text) && !PAYROLL_STRONG.test(text))) return 'LOAN_PROCEEDS';
    if (BENEFITS.test(text) || BENEFITS_DES.test(cleaned)) return 'BENEFITS';
    if (PENSION.test(text) || DFAS_RETIRED.test(text)) return 'PENSION';
    if (PAYROLL_STRONG.test(text)) return 'PAYROLL';
    if (GIG.test(text) || PAYPAL_PAYOUT.test(text)) return 'GIG';
    if (RENTAL.test(text)) return 'RENTAL';
    if (INTEREST.test(text)) return 'INTEREST';
    if (own === false || P2P.test(text)) return 'TRANSFER';
    if (PAYROLL_WEAK.test(text)) return 'PAYROLL';
    if (CASH_DEPOSIT.test(text)) return 'CASH_DEPOSIT';
    return hinted ?? 'OTHER_INFLOW';
  }

  // Most money out is plain spending: one test rules out every rule below but the last two.
  if (own === null && !OUTFLOW_RULES.test(text)) return PURCHASE.test(text) ? 'PURCHASE' : (hinted ?? 'OTHER_OUTFLOW');
  if (NSF.test(text) || (RETURNED_ITEM.test(text) && FEE.test(text))) return 'NSF_FEE';
  if (OVERDRAFT.test(text) && (FEE.test(text) || !TRANSFER_WORD.test(text))) return 'OVERDRAFT_FEE';
  if (BANK_FEE.test(text)) return 'BANK_FEE';
  if (GAMBLING.test(text)) return 'GAMBLING';
  if (own === true || (P2P.test(text) && namesBorrower(text, ctx))) return 'TRANSFER_OWN';
  if (ANY_LENDER.test(text) || LOAN_PAYMENT_WORDS.test(text)) return 'LOAN_PAYMENT';
  if (CARD_PAYMENT.test(text)) return 'CARD_PAYMENT';
  if (CASH_WITHDRAWAL.test(text)) return 'CASH';
  if (own === false || P2P.test(text)) return 'TRANSFER';
  if (PURCHASE.test(text)) return 'PURCHASE';
  return hinted ?? 'OTHER_OUTFLOW';
}

const inner = (r: RegExp) => r.source.slice(5, -3);
/** Any word the money-out rules look for (before PURCHASE). */
const OUTFLOW_RULES = new RegExp(
  `\\b(?:${[NSF, RETURNED_ITEM, OVERDRAFT, BANK_FEE, GAMBLING, P2P, ANY_LENDER, LOAN_PAYMENT_WORDS, CARD_PAYMENT, CASH_WITHDRAWAL].map(inner).join('|')})\\b`,
);

/** Categories that are income when they recur. */
export const INCOME_CATEGORIES: ReadonlySet<TransactionCategory> = new Set(['PAYROLL', 'BENEFITS', 'PENSION', 'GIG', 'RENTAL', 'SUPPORT']);
