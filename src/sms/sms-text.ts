/**
 * The text that carries a borrower's link. One SMS segment holds 160 characters of the GSM 03.38
 * alphabet (the characters of its extension table count two), but only 70 once any other
 * character appears: the text is kept in that alphabet and within one segment where it can be.
 */

export const GSM_SEGMENT = 160;
export const UCS2_SEGMENT = 70;

const GSM_BASIC = new Set(
  '@£$¥èéùìòÇ\nØø\rÅåΔ_ΦΓΛΩΠΨΣΘΞÆæßÉ !"#¤%&\'()*+,-./0123456789:;<=>?¡ABCDEFGHIJKLMNOPQRSTUVWXYZÄÖÑÜ§¿abcdefghijklmnopqrstuvwxyzäöñüà',
);
const GSM_EXTENSION = new Set('^{}\\[~]|€\f');

export const isGsm = (text: string) => [...text].every((c) => GSM_BASIC.has(c) || GSM_EXTENSION.has(c));

/** Characters the text takes in a GSM-encoded message (extension characters count two). */
export const gsmLength = (text: string) => [...text].reduce((n, c) => n + (GSM_EXTENSION.has(c) ? 2 : 1), 0);

/** Whether the text fits one SMS segment in the encoding it needs. */
export const fitsOneSegment = (text: string) => (isGsm(text) ? gsmLength(text) <= GSM_SEGMENT : [...text].length <= UCS2_SEGMENT);

const LOOK_ALIKES: Record<string, string> = { '‘': "'", '’': "'", '‚': "'", '“': '"', '”': '"', '„': '"', '–': '-', '—': '-', '…': '...', ' ': ' ', '•': '-' };

/**
 * A lender's name in the GSM alphabet where it can be: typographic quotes and dashes become plain
 * ones, accented letters outside the alphabet lose their accent (ł and the like stay as they are).
 */
export function gsmFriendly(name: string): string {
  return [...name.replace(/\s+/g, ' ').trim()]
    .map((c) => {
      if (GSM_BASIC.has(c) || GSM_EXTENSION.has(c)) return c;
      if (LOOK_ALIKES[c]) return LOOK_ALIKES[c];
      const bare = c.normalize('NFD').replace(/[\u0300-\u036f]/g, '');
      return bare && isGsm(bare) ? bare : c;
    })
    .join('');
}

const LONG = (name: string, link: string) => `${name}: verify your income for your application here: ${link} Reply STOP to opt out.`;
const SHORT = (name: string, link: string) => `${name}: verify your income here: ${link} Reply STOP to opt out.`;
/** A lender's name is never cut shorter than this to make the text fit. */
const MIN_NAME = 20;

/**
 * The text sent to the borrower: the lender's name, what to do, the link, and how to opt out. The
 * longer wording when it fits one segment, else the shorter, else the shorter with the lender's
 * name cut (to no fewer than 20 characters; a very long link may still need two segments).
 */
export function linkMessage(lenderName: string, link: string): string {
  const name = gsmFriendly(lenderName) || 'Your lender';
  for (const template of [LONG, SHORT]) {
    const text = template(name, link);
    if (fitsOneSegment(text)) return text;
  }
  const chars = [...name];
  for (let n = chars.length - 1; n >= MIN_NAME; n--) {
    const text = SHORT(chars.slice(0, n).join('').trimEnd(), link);
    if (fitsOneSegment(text)) return text;
  }
  return SHORT(chars.slice(0, MIN_NAME).join('').trimEnd(), link);
}
