// Month names in the languages payslips and statements are printed in, and dates written with them
// rewritten in the one form the date readers take ("15 Mar 2026"). Names are compared without case or
// accents, as a picture's reading often drops them ("MARZ" for "März").
//
// Left out on purpose: "listopad" (November in Polish and Czech, October in Croatian) and its forms,
// and short words that are everyday words elsewhere (Portuguese "out" for outubro, Norwegian "des"
// for desember: French "1 des virements").

import { foldAccents } from './text/accents.ts';

const NAMES: Array<[number, string]> = [];
const add = (month: number, names: string) => names.split(' ').forEach((n) => NAMES.push([month, n]));

// French, German, Dutch, Italian, Spanish, Portuguese
add(1, 'janvier janv gennaio gen januar janner jan januari enero ene janeiro');
add(2, 'fevrier fevr fev februar feb februari febbraio febrero fevereiro');
add(3, 'mars marz mar maart mrt marzo marco');
add(4, 'avril avr april aprile abril abr');
add(5, 'mai mei maggio mag mayo maio');
add(6, 'juin juni giugno giu junio junho');
add(7, 'juillet juil juli luglio lug julio julho');
add(8, 'aout august augustus agosto ago');
add(9, 'septembre september settembre set septiembre setiembre setembro');
add(10, 'octobre oktober okt ottobre ott octubre outubro');
add(11, 'novembre november noviembre novembro');
add(12, 'decembre dezember dez december dicembre dic diciembre dezembro');
// Polish (the month's name and the form a date uses: "15 marca 2026"), Czech and Slovak, Slovenian, Croatian
add(1, 'styczen stycznia leden ledna januar siječanj sijecanj siječnja sijecnja');
add(2, 'luty lutego unor unora februar veljača veljaca veljače veljace');
add(3, 'marzec marca brezen brezna marec ozujak ozujka');
add(4, 'kwiecien kwietnia duben dubna april travanj travnja');
add(5, 'maj maja kveten kvetna svibanj svibnja');
add(6, 'czerwiec czerwca cerven cervna jun junij lipanj lipnja');
add(7, 'lipiec lipca cervenec cervence jul julij srpanj srpnja');
add(8, 'sierpien sierpnia srpen srpna avgust kolovoz kolovoza');
add(9, 'wrzesien wrzesnia zari september rujan rujna');
add(10, 'pazdziernik pazdziernika rijen rijna oktober');
add(11, 'studeni studenoga');
add(12, 'grudzien grudnia prosinec prosince prosinac prosinca');
// Hungarian, Romanian, Lithuanian, Latvian, Estonian
add(1, 'januar ianuarie sausis sausio janvaris jaanuar');
add(2, 'februar febr februarie vasaris vasario februaris veebruar');
add(3, 'marcius marc martie kovas kovo marts marts');
add(4, 'aprilis apr aprilie balandis balandzio aprilis aprill');
add(5, 'majus maj geguzes geguze maijs');
add(6, 'junius iunie birzelis birzelio junijs juuni');
add(7, 'julius iulie liepa liepos julijs juuli');
add(8, 'augusztus rugpjutis rugpjucio augusts');
add(9, 'szeptember szept septembrie rugsejis rugsejo septembris');
add(10, 'oktober octombrie spalis spalio oktobris oktoober');
add(11, 'noiembrie lapkritis lapkricio novembris');
add(12, 'decembrie gruodis gruodzio decembris detsember');
// Swedish, Danish, Norwegian, Finnish ("15. tammikuuta 2026"), Icelandic
add(1, 'januari januar tammikuu tammikuuta tammik');
add(2, 'februari februar helmikuu helmikuuta helmik');
add(3, 'mars marts maaliskuu maaliskuuta maalisk');
add(4, 'april huhtikuu huhtikuuta huhtik');
add(5, 'maj mai toukokuu toukokuuta toukok');
add(6, 'juni kesakuu kesakuuta kesak');
add(7, 'juli heinakuu heinakuuta heinak');
add(8, 'augusti august elokuu elokuuta elok agust');
add(9, 'september syyskuu syyskuuta syysk');
add(10, 'oktober lokakuu lokakuuta lokak');
add(11, 'november marraskuu marraskuuta marrask nov');
add(12, 'december desember joulukuu joulukuuta jouluk');
// Malay and Indonesian, Swahili, Tagalog, Turkish, Afrikaans, Welsh
add(1, 'januari januarie enero ocak ionawr');
add(2, 'februari februarie pebrero subat chwefror');
add(3, 'mac maret machi marso mart maart mawrth');
add(4, 'april aprili abril nisan ebrill');
add(5, 'mei mayo mayis');
add(6, 'jun juni junie hunyo haziran mehefin');
add(7, 'julai juli julie hulyo temmuz gorffennaf');
add(8, 'ogos agustus agosti agosto agustos awst');
add(9, 'september septemba setyembre eylul medi');
add(10, 'oktober oktoba oktubre ekim hydref');
add(11, 'november novemba nobyembre kasim tachwedd');
add(12, 'disember desember desemba disyembre aralik rhagfyr');

/** Lower case, accents folded as the vocabularies fold them (text/accents.ts), "æ" written "ae". */
export const foldLetters = (s: string) => foldAccents(s.toLowerCase()).replace(/æ/g, 'ae');

const MONTH_OF = new Map<string, number>();
for (const [month, name] of NAMES) {
  const key = foldLetters(name);
  const known = MONTH_OF.get(key);
  if (known !== undefined && known !== month) throw new Error(`month name ${name} names two months`);
  MONTH_OF.set(key, month);
}
// English names, full and short, and "sept", "june", "july"
['january', 'february', 'march', 'april', 'may', 'june', 'july', 'august', 'september', 'october', 'november', 'december'].forEach((name, i) => {
  MONTH_OF.set(name, i + 1);
  MONTH_OF.set(name.slice(0, 3), i + 1);
});
MONTH_OF.set('sept', 9);

/** The month (1-12) a name or abbreviation names in any of the languages above, without its point; else null. */
export function monthOfName(word: string): number | null {
  return MONTH_OF.get(foldLetters(word.replace(/[.,]+$/, ''))) ?? null;
}

const ENGLISH = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const DAY = String.raw`(\d{1,2})`;
const YEAR = String.raw`(\d{4})`;
const NAME = String.raw`(\p{L}{3,13})`;
/**
 * A day, a month's name and a year: "15 mars 2026", "15. März 2026", "15 de março de 2026",
 * "15/mar/2026", "15-Mär-2026", "15. tammikuuta 2026".
 */
const DAY_NAME_YEAR = new RegExp(
  String.raw`(?<![\d\p{L}/.-])${DAY}(?:\.\s*|[/.-]|\s+(?:de\s+)?)${NAME}\.?(?:[/.-]|,?\s+(?:(?:de|del)\s+)?)${YEAR}(?![\d/-])`,
  'giu',
);
/** A month's name, a day and a year: "März 15, 2026", "mars 15 2026". */
const NAME_DAY_YEAR = new RegExp(String.raw`(?<![\p{L}\d])${NAME}\.?\s+${DAY}(?:st|nd|rd|th|\.)?,?\s+${YEAR}(?![\d/-])`, 'giu');
/** Year first: Hungarian "2026. március 15.", Lithuanian "2026 m. kovo 15 d.", Latvian "2026. gada 15. marts". */
const YEAR_NAME_DAY = new RegExp(String.raw`(?<![\d.])${YEAR}\.?\s+(?:m\.\s+)?${NAME}\s+${DAY}\.?(?:\s+d\.)?(?![\d/-])`, 'giu');
const YEAR_DAY_NAME = new RegExp(String.raw`(?<![\d.])${YEAR}\.\s+gada\s+${DAY}\.\s*${NAME}(?![\p{L}])`, 'giu');

const ENGLISH_NAME = /^(?:jan|january|feb|february|mar|march|apr|april|may|jun|june|jul|july|aug|august|sep|sept|september|oct|october|nov|november|dec|december)$/i;

/** "15 Mar 2026" for the parts of a date; null when the word names no month. English ones as they were, where `keepEnglish`. */
const english = (day: string, name: string, year: string, keepEnglish = true): string | null => {
  if (keepEnglish && ENGLISH_NAME.test(name) && monthOfName(name) !== null) return null;
  const month = monthOfName(name);
  const d = Number(day);
  return month === null || d < 1 || d > 31 ? null : `${d} ${ENGLISH[month - 1]} ${year}`;
};

/**
 * The text with every date written with a month's name, in any of the languages above, put as
 * "15 Mar 2026"; everything else as it was. A word that names no month leaves its text alone.
 */
export function monthNamesInEnglish(text: string): string {
  if (!/\p{L}{3}/u.test(text) || !/\d{4}/.test(text)) return text;
  return text
    .replace(YEAR_DAY_NAME, (whole, y: string, d: string, n: string) => english(d, n, y) ?? whole)
    .replace(YEAR_NAME_DAY, (whole, y: string, n: string, d: string) => english(d, n, y) ?? whole)
    .replace(DAY_NAME_YEAR, (whole, d: string, n: string, y: string) => english(d, n, y, false) ?? whole)
    .replace(NAME_DAY_YEAR, (whole, n: string, d: string, y: string) => english(d, n, y) ?? whole);
}
