// Employer and employee: name-and-address blocks found from their last line ("Austin, TX 78701"),
// read upwards through the street lines aligned with it (left, right or centred) to the name, past
// lines of ids and masked numbers. A block is the employer's or the employee's by the label beside its
// name or the heading above it ("Company", "Employee Info", "Pay to the order of"), by the name a label
// gave, else by position: the topmost block is the employer's.

import type { Cell, Line } from '../../statements/pdf/rows.ts';
import type { PaystubAddress } from '../paystub.types.ts';
import { nameIn } from './values.ts';
import { columnOf, compact, isAnyLabel, labelHits, sectionOf } from './vocabulary.ts';

export interface PartyBlock {
  /** Null for an address under a heading ("HOME ADDRESS") rather than under a name. */
  name: string | null;
  address: PaystubAddress;
  y: number;
  x0: number;
  /** The label beside the name or the heading above it, if any ("Employer:", "Employee Info"). */
  label: string | null;
}

/**
 * The last line of an address: a city, then a US state and ZIP code or a Canadian province and postal
 * code; "Reg. No. 48213" (No for a number) is none.
 */
const CITY_STATE_ZIP = /^(.+?),?\s+((?![Nn][Oo]\b)[A-Za-z]{2})\.?,?\s+(\d{5}(?:-\d{4})?|[A-Za-z]\d[A-Za-z]\s?\d[A-Za-z]\d)$/;
/** An Australian state or territory and its four-digit postcode: "Brunswick East VIC 3057". */
const AU_CITY = /^(.+?),?\s+(NSW|VIC|QLD|WA|SA|TAS|ACT|NT)\.?,?\s+(\d{4})$/i;
/** An Irish Eircode after the town: routing key (a letter, two digits or 6W) and a four-character identifier: "Galway, H91 X2C7". */
const EIRCODE = /^(.+?),?\s+([AC-FHKNPRTV-Y]\d[\dW])\s?([0-9AC-FHKNPRTV-Y]{4})$/i;
/** A British postcode after the town, with no county: "Leeds, LS11 5PS", "London EC2V 7AY". */
const TOWN_POSTCODE = /^(.+?),?\s+([A-Z]{1,2}\d[A-Z\d]?)\s?([\dIOS])([A-Z]{2})$/;
const STREET =
  /^([NSEW]?\d+[A-Za-z]?\s|\d+[A-Za-z]?,\s|no\.?\s?\d+[A-Za-z]?,?\s|lot\s\d|plot\s\d|erf\s\d|stand\s\d|house\s\d|h\/no\.?\s?[A-Za-z]?\s?\d|house\s+no\.?\s?\d|[A-Z]-\d+(?:-\d+)+,?\s|\d+[A-Za-z]?\/\d+[A-Za-z]?\s|\d+(?:st|nd|rd|th)\s+(?:floor|fl)\b|p\.?\s?o\.?\s+box\b|suite\b|ste\b|apt\b|apartment\b|unit\b|flat\b|floor\b|fl\b|level\b|lvl\b|shop\b|#|bldg\b|building\b|room\b|bureau\b|app\b)/i;
/**
 * A word that makes a part of an address a street: "Distillery Road", "Old School Lane", "rue Peel",
 * and the Malay ones, before the name: "Jalan Bayu 2/3", "Lorong Delima 6", "Persiaran Gurney", and
 * the Spanish ones: "Av. Insurgentes Norte 1204", "Calle Río Lerma 72", "Cerrada de Olivos 18".
 */
const STREET_WORD =
  /\b(?:st|street|ave|avenue|rd|road|dr|drive|ln|lane|blvd|boulevard|way|pkwy|parkway|ct|court|pl|place|hwy|highway|cir|circle|ter|terrace|trl|trail|route|walk|close|crescent|gardens|grove|hill|mews|row|square|wharf|quay|rue|chemin|boul|ffordd|stryd|heol|jalan|jln|lorong|lrg|lebuh|lebuhraya|persiaran|laluan|lengkok|lingkaran|medan|taman|av|avda|calle|calzada|cerrada|privada|callejón|andador|circuito|prolongación|carretera)\b/i;

/** A street line: a number, a unit or a box first ("Unit 7, 41 ...", "3/27 Kedron ..."), or a number and a street word ("Wharf 5, Circular Quay"). */
export function isStreetLine(text: string): boolean {
  return STREET.test(text) || (/\d/.test(text) && STREET_WORD.test(text));
}

/** A street word ending a line ("Ballycasey Road", "Main Street"): a street without a number. */
const ENDS_IN_STREET_WORD = new RegExp(`${STREET_WORD.source}\\.?(?:\\s+(?:north|south|east|west|upper|lower))?$`, 'i');

/**
 * A line of an address with no number, told by the line over it: a locality under a street ("27
 * Bóthar na Trá" over "Salthill"), or a street named without a number under the party's name
 * ("Shannonside Nursing Home Ltd" over "Ballycasey Road").
 */
export function addressLineUnder(text: string, over: string): boolean {
  if (/\d/.test(text) || partyName(text) === null) return false;
  if (isStreetLine(over)) return true;
  return ENDS_IN_STREET_WORD.test(text) && partyName(over) !== null;
}

/** A company's legal form ending a part of a line ("..., Inc."): no locality. */
const LEGAL_FORM = /\b(?:inc|llc|llp|ltd|limited|corp|co|plc|gmbh|pty|bhd)\.?$/i;

/**
 * A street named without a number and the locality after a comma, on one line over the town
 * ("Mill Lane, Sturminster Newton", "Avonmouth Way West, Avonmouth"), as British addresses of
 * industrial estates and villages print it.
 */
export function streetThenLocality(text: string): boolean {
  const parts = text.split(/\s*,\s*/).filter(Boolean);
  if (parts.length < 2 || /\d/.test(text) || !ENDS_IN_STREET_WORD.test(parts[0])) return false;
  return parts.every((p) => partyName(p) !== null && !LEGAL_FORM.test(p));
}

/** A Canadian province and a postal code a picture misread ("Delta, BC V4G 186", "Mississauga, ON LS] 4K9"). */
const CA_MISREAD = /^(.+?),?\s+(AB|BC|MB|NB|NL|NS|NT|NU|ON|PE|QC|SK|YT)\.?,?\s+(\S{3})\s?(\S{3})$/;
/** Marks read for the letters and digits they look like, where a postal code has a letter or a digit. */
const AS_LETTER: Record<string, string> = { '8': 'B', '5': 'S', '2': 'Z', '6': 'G', '7': 'T', '4': 'A', ']': 'J' };
const AS_DIGIT: Record<string, string> = { S: '5', O: '0', I: '1', l: '1', B: '8', Z: '2', G: '6', T: '7' };

/** A Canadian postal code (letter, digit, letter, digit, letter, digit) from six marks, each read as what its place takes; null when one cannot be. */
export function canadianPostal(marks: string): string | null {
  if (marks.length !== 6) return null;
  const out = [...marks].map((m, i) => (i % 2 === 0 ? (/[A-Za-z]/.test(m) ? m.toUpperCase() : AS_LETTER[m]) : /\d/.test(m) ? m : AS_DIGIT[m]));
  if (out.some((c) => c === undefined)) return null;
  const code = out.join('');
  return /^[ABCEGHJ-NPRSTVXY]\d[A-Z]\d[A-Z]\d$/.test(code) ? `${code.slice(0, 3)} ${code.slice(3)}` : null;
}

/** A Canadian postal code after the city and its province in parentheses, as Quebec writes it: "Québec (Québec) G1K 3B6". */
const CITY_PROVINCE_POSTAL = /^(.+?\s\(\p{L}[\p{L} .'’-]*\)),?\s+([A-Za-z]\d[A-Za-z])\s?(\d[A-Za-z]\d)$/u;
/**
 * An Indian PIN code (six digits) after the town, or the town and the state, of an address printed on
 * one line in parts split by commas, a number in its first part: "Flat 304, Shivneri Apartments, Nigdi, Pune 411044".
 */
const TOWN_PIN = /^([^,]*\d[^,]*,.*?\p{L}{2}[\p{L}. ]*?)(?:\s*[-–,])?\s+([1-9]\d{2})\s?(\d{3})$/u;

/**
 * A postcode before the town, as Germany, Austria and Switzerland write it ("20539 Hamburg", "D-80538
 * München", "CH-8001 Zürich", "Billstraße 112, 20539 Hamburg"): five digits, or four after a country's
 * letters, then a town of up to four words that starts with a capital and is no street ("10250
 * Constellation Blvd").
 */
const POSTCODE_TOWN =
  /^(?:(.+?),\s*)?((?:(?:D|DE)\s?[-–]\s?)?\d{5}|(?:A|AT|CH|L|LU|B|BE)\s?[-–]\s?\d{4})\s+(\p{Lu}[\p{L}\p{M}.'’-]*(?:\s+(?:\p{L}[\p{L}\p{M}.'’-]*|\(\p{L}[\p{L}\p{M}. ]*\))){0,3})$/u;

/** A Malaysian state or federal territory, as the last part of an address. */
const MY_STATE =
  /^(?:Johor|Kedah|Kelantan|Melaka|Malacca|Negeri Sembilan|Pahang|Perak|Perlis|Pulau Pinang|Penang|Sabah|Sarawak|Selangor|Terengganu|(?:W\.?\s?P\.?\s|Wilayah Persekutuan\s)?(?:Kuala Lumpur|Putrajaya|Labuan))$/i;
/**
 * A Malaysian postcode, its town and the state after a comma: "42920 Pelabuhan Klang, Selangor",
 * "Taman Sri Andalas, 41200 Klang, Selangor".
 */
const POSTCODE_TOWN_STATE = /^(?:(.+?),\s*)?(\d{5})\s+(\p{Lu}[\p{L}.'’-]*(?:\s+\p{L}[\p{L}.'’-]*){0,3}),\s*([\p{L}. ]+)$/u;

/**
 * The city line of an address: what comes before the state and postal code, and those (an empty postal
 * code when the address has none of its own); `postalFirst`
 * when the postcode comes before the town; `town`, the town with its state, kept whole ("Klang, Selangor").
 */
export function cityLine(text: string): { rest: string; state: string | null; postal: string; postalFirst?: true; town?: string } | null {
  const t = text.trim();
  const my = POSTCODE_TOWN_STATE.exec(t);
  if (my && MY_STATE.test(my[4].trim()) && !STREET_WORD.test(my[3])) return { rest: my[1] ?? '', state: null, postal: my[2], postalFirst: true, town: `${my[3]}, ${my[4].trim()}` };
  const us = CITY_STATE_ZIP.exec(t);
  if (us) return { rest: us[1], state: us[2].toUpperCase(), postal: us[3].toUpperCase() };
  const ca = CA_MISREAD.exec(t);
  const caPostal = ca ? canadianPostal(`${ca[3]}${ca[4]}`) : null;
  if (ca && caPostal) return { rest: ca[1], state: ca[2].toUpperCase(), postal: caPostal };
  // The province stays with the city, as printed: "Québec (Québec)".
  const qc = CITY_PROVINCE_POSTAL.exec(t);
  if (qc) return { rest: qc[1], state: null, postal: `${qc[2]} ${qc[3]}`.toUpperCase() };
  const pin = TOWN_PIN.exec(t);
  if (pin) return { rest: pin[1], state: null, postal: `${pin[2]}${pin[3]}` };
  // "Burlington, 05401": a ZIP code after a comma, the state left out (or lost to a picture's misreading).
  const zip = /^(.+?),\s+(\d{5}(?:-\d{4})?)$/.exec(t);
  if (zip) return { rest: zip[1], state: null, postal: zip[2] };
  const au = AU_CITY.exec(t);
  if (au) return { rest: au[1], state: au[2].toUpperCase(), postal: au[3] };
  const eir = EIRCODE.exec(t);
  if (eir) return { rest: eir[1], state: null, postal: `${eir[2]} ${eir[3]}`.toUpperCase() };
  const uk = TOWN_POSTCODE.exec(t);
  // The inward code starts with a digit: an I, an O or an S there is a 1, a 0 or a 5 misread.
  if (uk) return { rest: uk[1], state: null, postal: `${uk[2]} ${uk[3].replace('I', '1').replace('O', '0').replace('S', '5')}${uk[4]}` };
  const town = TOWN_FOUR_DIGITS.exec(t);
  if (town && !NOT_TOWN.test(town[2])) return { rest: `${town[1]}, ${town[2]}`, state: null, postal: town[3] };
  const alone = TOWN_COMMA_FOUR_DIGITS.exec(t);
  if (alone && !NOT_TOWN.test(alone[1]) && !MONTH.test(alone[1]) && partyName(alone[1]) !== null) return { rest: alone[1], state: null, postal: alone[2] };
  const bb = BARBADOS.exec(t);
  if (bb) return { rest: bb[1], state: null, postal: bb[2].toUpperCase() };
  const baltic = BALTIC_POSTCODE.exec(t);
  if (baltic) return { rest: baltic[1], state: null, postal: baltic[2] };
  const sg = SINGAPORE.exec(t);
  if (sg) return { rest: sg[1] ? `${sg[1]}, ${sg[2]}` : sg[2], state: null, postal: sg[3] };
  const cp = CODIGO_POSTAL_TOWN.exec(t);
  if (cp) return { rest: cp[1] ?? '', state: null, postal: cp[2], postalFirst: true, town: cp[3] };
  const box = BOX_POSTCODE_TOWN.exec(t);
  // The code stays with its box, as printed: no postal code of the town's own.
  if (box) return { rest: `${box[1]}-${box[2]}, ${box[3]}`, state: null, postal: '' };
  const more = postcodeAfterStreet(t) ?? townAndLetteredPostcode(t);
  if (more) return more;
  const first = POSTCODE_TOWN.exec(t);
  if (!first || STREET_WORD.test(first[3])) return null;
  const postal = first[2].replace(/\s/g, '').replace('–', '-');
  return { rest: first[1] ? `${first[1]}, ${first[3]}` : first[3], state: null, postal, postalFirst: true };
}

/**
 * A four-digit postcode before the town, after a street and a comma, as Slovenia, Austria, Denmark and
 * Norway write it ("Ljubljanska cesta 14, 3000 Celje"); without the street before it four digits and a
 * word are too often something else.
 */
const STREET_COMMA_POSTCODE_TOWN = /^(.+?),\s*(\d{4})\s+(\p{Lu}[\p{L}\p{M}.'’-]*(?:\s+\p{L}[\p{L}\p{M}.'’-]*){0,3})$/u;

function postcodeAfterStreet(t: string): CityLine | null {
  const m = STREET_COMMA_POSTCODE_TOWN.exec(t);
  const street = m?.[1].split(/\s*,\s*/).pop() ?? '';
  if (!m || STREET_WORD.test(m[3]) || !isStreetLineOf(street, true)) return null;
  return { rest: `${m[1]}, ${m[3]}`, state: null, postal: m[2], postalFirst: true };
}

/**
 * A town and a postcode of two capitals and two digits, after a street and a comma, as Bermuda writes
 * them ("12 Middle Road, Warwick WK 07", "Cedar House, 41 Cedar Avenue, Hamilton HM 12").
 */
const TOWN_LETTERED_POSTCODE = /^(.*\d.*?),\s*(\p{Lu}[\p{L}'’-]*(?:\s+\p{Lu}[\p{L}'’-]*){0,2})\s+([A-Z]{2})\s?(\d{2})$/u;

function townAndLetteredPostcode(t: string): CityLine | null {
  const m = TOWN_LETTERED_POSTCODE.exec(t);
  const street = m?.[1].split(/\s*,\s*/).pop() ?? '';
  if (!m || NOT_TOWN.test(m[2]) || STREET_WORD.test(m[2]) || !isStreetLine(street)) return null;
  return { rest: `${m[1]}, ${m[2]}`, state: null, postal: `${m[3]} ${m[4]}` };
}

/** A country's name ending an address printed on one line: the address has no place for it ("..., St. James, Jamaica"). */
const COUNTRY =
  /^(?:jamaica|nigeria|ghana|kenya|uganda|tanzania|zambia|zimbabwe|botswana|namibia|south africa|trinidad and tobago|trinidad|barbados|the bahamas|bahamas|guyana|belize|india|pakistan|bangladesh|sri lanka|philippines|malaysia|united kingdom|uk|ireland|canada|usa|u\.s\.a\.?|united states(?: of america)?|australia|new zealand|mexico)$/i;

/**
 * An address printed on one line with no postcode, as West Africa and the Caribbean print it ("Plot 7
 * Heavy Industrial Area, Tema, Greater Accra", "H/No. C 41, Ashaiman, Greater Accra", "41 Ogui Road,
 * Enugu"): a street first (a number, a plot, a house or a flat), then places split by commas, the last
 * the town (or its region), a country after it dropped. Told only by where it stands (under a company's
 * name heading the page, after an "Address" label), as such a line elsewhere is too often something else.
 */
export function addressWithoutPostcode(text: string): PaystubAddress | null {
  const parts = text
    .trim()
    .replace(TAX_NUMBER_AFTER, '')
    .replace(/[.,]$/, '').split(/\s*,\s*/).filter(Boolean);
  if (parts.length > 2 && (COUNTRY.test(parts[parts.length - 1]) || countryFirstWordMisread(parts[parts.length - 1]))) parts.pop();
  // "No. 210, Negombo Road, Peliyagoda": a house number set off by a comma starts the street after it.
  if (parts.length > 2 && HOUSE_NUMBER.test(parts[0]) && ENDS_IN_STREET_WORD.test(parts[1])) parts.splice(0, 2, `${parts[0]}, ${parts[1]}`);
  if (parts.length < 2 || parts.length > 5 || !(isStreetLine(parts[0]) || PLOT_FIRST.test(parts[0]) || namedStreet(parts[0])) || cityLine(text) !== null) return null;
  // The places after the street: up to four words each, starting with a capital, no label; a number
  // may end one between ("Community 11"), and the town only as its postal district ("Colombo 03").
  const places = parts.slice(1);
  const town = places[places.length - 1];
  if (places.some((p) => !/^\p{Lu}[\p{L}.'’ -]*(?:\s\d{1,3})?$/u.test(p) || isAnyLabel(p) || p.split(/\s+/).length > 4)) return null;
  const district = TOWN_DISTRICT.exec(town);
  const townName = district && !NOT_TOWN.test(district[1]) && !NOT_DISTRICT_TOWN.test(district[1]) ? district[1] : town;
  if (/\d/.test(townName) || partyName(townName) === null) return null;
  return { lines: parts.slice(0, -1), city: parts[parts.length - 1], state: null, postal_code: null };
}

/** A street named without a number, its name in capitals ("Main South Coast Road"). */
const namedStreet = (part: string) => ENDS_IN_STREET_WORD.test(part) && /^\p{Lu}/u.test(part) && partyName(part) !== null;

/**
 * A company's tax or registration number printed after its address on the same line ("..., Lusaka,
 * Zambia TPIN 1002847731", "..., VAT No. 4120113456"): no part of the address.
 */
const TAX_NUMBER_AFTER = /[\s,;|–-]+(?:TPIN|TIN|PIN|VAT(?:\s?Reg(?:istration)?\.?)?(?:\s?No\.?)?|GST(?:\s?No\.?)?|Reg(?:istration)?\.?\s?No\.?|Company\s+Reg(?:istration)?\.?\s?No\.?)\s*[:#.]?\s*[A-Z]{0,3}[\d][\d\s/-]{4,}[A-Z]?$/i;

/** The last words of countries' names of two or three words ("Sri Lanka", "South Africa", "New Zealand"). */
const COUNTRY_ENDINGS = /^(?:lanka|africa|zealand|tobago|kingdom|states|bahamas)$/i;

/**
 * A country's name of two words whose first a picture misread ("Si Lanka", "Sn Lanka"): the second
 * word the end of such a name, the first a short word of letters.
 */
function countryFirstWordMisread(part: string): boolean {
  const words = part.split(/\s+/);
  return words.length === 2 && /^\p{L}{1,5}$/u.test(words[0]) && COUNTRY_ENDINGS.test(words[1]);
}

/**
 * A plot named by its division and number before the rest of an address on one line, as Papua New
 * Guinea ("Section 41, Allotment 12, Kumul Avenue, Port Moresby") and the Seychelles ("Zone 14, Ile du
 * Port, Victoria") print it: a street's place. So is a Guyanese estate, a plantation by its name
 * ("Plantation Diamond, East Bank Demerara").
 */
const PLOT_FIRST = /^(?:(?:section|allotment|portion|zone|block|sector)\s\d{1,4}[A-Za-z]?|plantation\s\p{L}[\p{L}'’-]*(?:\s\p{L}[\p{L}'’-]*)?)$/iu;

/**
 * Places only, no street, after an "Address" label: a district or village and its parish or island
 * split by commas ("Anse aux Pins, Mahe", "Gall Hill, St. John"), as small islands address a house.
 * Two to four parts, each a capitalised name of up to four words, none a label; a number may end a
 * part before the town, a settlement's section ("Vura 2, East Honiara").
 */
export function placesOnly(text: string): PaystubAddress | null {
  const parts = text.trim().replace(/[.,]$/, '').split(/\s*,\s*/).filter(Boolean);
  if (parts.length > 2 && COUNTRY.test(parts[parts.length - 1])) parts.pop();
  if (parts.length < 2 || parts.length > 4 || cityLine(text) !== null) return null;
  // The last may be a numbered district ("Gagaemauga No. 1"); a number after a plot's or a street's
  // word ("Lot 22", "Block 8") is a street's: no place of this kind.
  const named = [...parts.slice(0, -1), parts[parts.length - 1].replace(NUMBERED_DISTRICT, '')];
  const numbered = (p: string) => /^\p{Lu}[\p{L}\p{M}.'’ -]*\s\d{1,3}$/u.test(p) && !isStreetLine(p) && !NOT_DISTRICT_TOWN.test(p.replace(/\s\d+$/, ''));
  const place = (p: string, last: boolean) => /^\p{Lu}[\p{L}\p{M}.'’ -]*$/u.test(p) || (!last && numbered(p));
  if (named.some((p, i) => !place(p, i === named.length - 1) || p.split(/\s+/).length > 4 || isAnyLabel(p) || partyName(p.replace(/\s\d+$/, '')) === null)) return null;
  return { lines: parts.slice(0, -1), city: parts[parts.length - 1], state: null, postal_code: null };
}

/** A district's number after its name: "No. 1", "No 2". */
const NUMBERED_DISTRICT = /\s+No\.?\s?\d{1,2}$/i;

/** A house number standing alone before its street: "No. 210", "No. 115/A", "42/3". */
const HOUSE_NUMBER = /^(?:no\.?\s?)?\d+[A-Za-z]?(?:\/\d*[A-Za-z]?)?$/i;
/** A town and its postal district's number, one or two digits ("Colombo 03", "Dublin 8"). */
const TOWN_DISTRICT = /^(\p{Lu}[\p{L}.'’ -]*?)\s(\d{1,2})$/u;
/** Words before a number that make it a part of a plot, not a town's district ("Block 8", "Extension 12"). */
const NOT_DISTRICT_TOWN = /(?:^|\s)(?:block|blk|sector|phase|zone|ward|extension|ext|plot|lot|house|stand|erf|gate|street|road|lane|avenue|floor|wing|tower)$/i;

/**
 * A street named before its house number, as continental Europe writes it ("Wandsbeker Chaussee 58",
 * "Am Mühlbach 7", "Hauptstr. 12a", "Musterweg 12-14", Finland's stairway and flat "Hämeenkatu 21 B 14"):
 * up to five words of letters, then the number.
 */
const STREET_NUMBER_LAST = /^\p{L}[\p{L}\p{M}.'’-]*(?:\s+\p{L}[\p{L}\p{M}.'’-]*){0,4}\s+\d{1,4}(?:\s?[a-zA-Z](?:\s\d{1,3})?)?(?:\s?[-–/]\s?\d{1,4}\s?[a-zA-Z]?)?$/u;

/** A street line of an address whose postcode comes before the town: a number last counts as well as first. */
export function isStreetLineOf(text: string, postalFirst: boolean): boolean {
  return isStreetLine(text) || (postalFirst && STREET_NUMBER_LAST.test(text) && partyName(text.replace(/\s+\d.*$/, '')) !== null);
}

/**
 * A town and a four-digit postcode with no state, after the street and a comma, as New Zealand writes
 * them ("18 Fanshawe Street, Auckland Central, Auckland 1010"); without the comma and the street before
 * it ("Sydney 2000") a word and four digits are too often something else.
 */
const TOWN_FOUR_DIGITS = /^(.+?),\s*((?:\p{L}[\p{L}'’-]*\s+){0,3}\p{L}[\p{L}'’-]*),?\s+(\d{4})$/u;
/**
 * A town alone on its line, a comma, then its four-digit postal code, as South Africa writes the last
 * line of an address ("Durban, 4052", "Beaufort West, 6970"); the comma tells it from "Sydney 2000".
 */
const TOWN_COMMA_FOUR_DIGITS = /^((?:\p{Lu}[\p{L}'’-]*\s+){0,3}\p{Lu}[\p{L}'’-]*),\s+(\d{4})$/u;
/** A Barbadian postcode after the parish, a comma between ("St. James, BB24017"): the country's letters and five digits. */
const BARBADOS = /^(.+?),\s*(BB\d{5})$/i;
/** A postcode after the town, a comma between, as Latvia and Lithuania write it ("Rēzekne, LV-4601", "Vilnius, LT-01103"). */
const BALTIC_POSTCODE = /^(.+?),\s*((?:LV|LT)-\d{4,5})$/;
/** Singapore and its six-digit postal code, the last line of an address there ("Singapore 460412"). */
const SINGAPORE = /^(?:(.+?),?\s+)?(Singapore)\s+(\d{6})$/i;
/**
 * A post office box and its post office's code joined by a dash, then the town, as Kenya writes an
 * address ("P.O. Box 47291-00100, Nairobi"): the box and its code a line of the address, the town its city.
 */
const BOX_POSTCODE_TOWN = /^(.*\bP\.?\s?O\.?\s+Box\s+\d+)\s?[-–]\s?(\d{5}),?\s+(\p{Lu}[\p{L}'’-]*(?:\s+\p{Lu}[\p{L}'’-]*){0,2})$/iu;
/**
 * A Mexican código postal, kept with its "C.P." as printed, then the town or the borough and the city,
 * kept whole ("C.P. 11570, Ciudad de México", "Col. Lindavista, C.P. 07300, Gustavo A. Madero, Ciudad
 * de México": the colonia before it a line of the street).
 */
const CODIGO_POSTAL_TOWN = /^(?:(.+?),\s*)?(C\.\s?P\.\s?\d{5}),\s*(\p{Lu}[\p{L}\p{M}.'’ -]*(?:,\s*\p{Lu}[\p{L}\p{M}.'’ -]*){0,2})$/u;
/** A month before a year ("March, 2026") is no town before its postal code. */
const MONTH = /(?:^|\s)(?:jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sept?(?:ember)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)$/i;
/** Words before four digits that make them a number of another kind ("Employee, ID 4120", "account ending 1609"). */
const NOT_TOWN = /(?:^|\s)(?:id|no|nr|number|ref|code|box|unit|flat|suite|ste|apt|apartment|room|level|page|week|period|year|tax|pay|account|acct|ending)$/i;
/** A street and its city in one cell: "7750 Elm St Raleigh, NC" -> "7750 Elm St" and "Raleigh". */
const STREET_THEN_CITY =
  /^(\d+[A-Za-z]?\s.*?\b(?:st|street|ave|avenue|rd|road|dr|drive|ln|lane|blvd|boulevard|way|pkwy|parkway|ct|court|pl|place|hwy|highway|cir|circle|ter|terrace|trl|trail)\.?(?:\s+(?:suite|ste|apt|unit|#)\s*\S+)?),?\s+(.+)$/i;
/** Lines inside a block that are neither street nor name: ids, masked numbers, a company's registration number. */
const ID_LINE =
  /^(x{2,}|\*{2,}|[x*\d]{3}-[x*\d]{2}-[x*\d]{2,4}$|ssn\b|employee\s*(id|#|no|number)|id\b|emp\s*(id|#|no)|.*\b(?:company|registration|reg|business|syarikat)\s*(?:no\.?|number|#)\s*:?\s*\d)/i;
/** Words that are never a name standing alone. */
const NOT_NAME = /^(tax|taxes|id|number|no|status|type|info|information|earnings|deductions|address|signature|copy|advice|statement|details|summary|stub|check|voucher|payslip|slip|paystub|paycheck|remittance|deposit|pay|period|date|amount|current|total|department|dept|location|title|position|memo|non|negotiable|void|home|mailing|residence|residential|street|contact|phone|email|job|work|role|grade|manager|supervisor|division|team|shift|site|office|branch|bank|employee|employer|the|of|to|order|and)$/i;

/** A person's or company's name, not a label, a heading or a word of the form. */
export function partyName(text: string): string | null {
  const name = nameIn(text);
  if (!name) return null;
  // Words mostly in small letters are a sentence's ("... employee shares are remitted separately"):
  // names are printed with capitals, bar a particle or two ("Maria de la Cruz"); scripts without
  // capitals are not counted.
  // A legal form in small letters ("d.o.o.", "s.r.o.") is no word of a sentence.
  const small = name.split(' ').filter((w) => /^\p{Ll}+$/u.test(w.replace(/[^\p{L}]/gu, '')) && !/^(?:\p{Ll}\.){2,}$/u.test(w)).length;
  if (small > name.split(' ').length / 2) return null;
  if (isAnyLabel(name) || sectionOf(name) || columnOf(name) || labelHits(name)[0]?.start === 0) return null;
  if (name.split(/\s+/).some((w) => /^(id|ssn|number|no\.?)$/i.test(w))) return null;
  // A bracket closed and never opened, or opened and never closed: the end of a heading's aside
  // ("SUPERANNUATION (EMPLOYER CONTRIBUTIONS)"), not a name.
  if ((name.match(/\(/g) ?? []).length !== (name.match(/\)/g) ?? []).length) return null;
  if (name.split(/\s+/).every((w) => NOT_NAME.test(w.replace(/[^A-Za-z]/g, '')))) return null;
  return name;
}

/** A company's name with its tax or registration number after it in one cell ("Kumul Coastal Freight Limited TIN 502372264"), as the name alone. */
export function partyNameBeforeTaxNumber(text: string): string | null {
  return partyName(text) ?? (TAX_NUMBER_AFTER.test(text) ? partyName(text.replace(TAX_NUMBER_AFTER, '')) : null);
}

/** An id printed after a name in one cell: "Jane Doe ID 189842", "Jane Doe (Emp # 0042)", "Jane Doe - SSN xxx-xx-1234". */
const TRAILING_ID = /\s*[-–(,]?\s*(?:emp(?:loyee)?\.?\s*)?(?:id|no\.?|#|number|ssn|file)\s*[:#.]?\s*[\w*-]*\d[\w*-]*\)?\s*$/i;

/** A name, or a name with an id printed after it, as the name alone. */
export function partyNameBeforeId(text: string): string | null {
  return partyName(text) ?? (TRAILING_ID.test(text) ? partyName(text.replace(TRAILING_ID, '')) : null);
}

/** Lines of one block line up left, right or centred: within 3 pt, or 0.4 em where a picture's word boxes are looser. */
const aligned = (a: Cell, b: Cell, size = 0) => {
  const d = Math.max(3, 0.4 * size);
  return Math.abs(a.x0 - b.x0) < d || Math.abs(a.x1 - b.x1) < d || Math.abs((a.x0 + a.x1) / 2 - (b.x0 + b.x1) / 2) < d;
};

/** A label before the first line of an address ("Address:", "Home address", "Domicilio:"). */
const ADDRESS_LABEL = /^(?:(?:(?:home|mailing|street|employee|employer|company|residential)\s+)?address|domicilio|dirección)\s*:?\s*/i;

/** A label and its value in one cell: "Position: Crane Operator", "Employee No.: HPS266". */
const LABEL_THEN_VALUE = /^\p{L}[\p{L}\p{M} .'’/#-]{0,30}:\s*\S/u;

/** A mark between the parts of an address printed on one line ("364 River Rd · Suite 815 · Newark"). */
const ADDRESS_SEPARATOR = /\s+[·•|]\s+/;

/** The street lines and the city of the text before a state and postal code. */
export function splitCity(text: string): { street: string[]; city: string } {
  const split = splitCityAsIs(text.replace(STRAY_MARK, '').replace(STRAY_QUOTE, '$1'));
  return { street: split.street.map((x) => x.replace(STRAY_MARK, '')).filter(Boolean), city: split.city.replace(STRAY_MARK, '') };
}

/** A mark standing alone at the end of a part ("88 Lakeshore Blvd -"): a speck a picture read as a word. */
const STRAY_MARK = /\s+[-–—.,:;'‘’"]+$/;
/** A quote mark at the start of a word of an address ("1015 ‘Floyd Ave"): a speck. */
const STRAY_QUOTE = /(^|\s)[‘’'"`]+(?=\p{L})/gu;

function splitCityAsIs(text: string): { street: string[]; city: string } {
  const parts = text.split(ADDRESS_SEPARATOR);
  if (parts.length > 1 && STREET.test(parts[0])) return { street: [parts.slice(0, -1).join(' ')], city: parts[parts.length - 1] };
  // "Flat 9, 11 Cazenove Road, London": parts split by commas, the last the town, when the others are a
  // street (a number first or a street word), or there are three of them.
  const commas = text.split(/\s*,\s*/).filter(Boolean);
  // "455, rue Saint-Joseph Est": a house number set off by a comma, as French and Indian addresses print it, starts its street.
  if (commas.length > 2 && /^\d+[A-Za-z]?$/.test(commas[0])) commas.splice(0, 2, `${commas[0]}, ${commas[1]}`);
  if (commas.length > 1) {
    const streets = commas.slice(0, -1);
    if (STREET.test(streets[0]) || STREET_NUMBER_LAST.test(streets[0]) || streets.some((x) => STREET_WORD.test(x)) || commas.length > 2) return { street: streets, city: commas[commas.length - 1] };
  }
  const m = STREET_THEN_CITY.exec(text);
  return m ? { street: [m[1].trim()], city: m[2].trim() } : { street: [], city: text };
}

/** The label of a block: a label cell left of its name, or a heading cell just above it. */
function labelOf(lines: readonly Line[], nameLine: number, name: Cell): string | null {
  const left = lines[nameLine].cells.filter((x) => x.x1 <= name.x0 + 1).pop();
  if (left && labelHits(left.text).length) return left.text;
  const above = lines[nameLine - 1];
  if (above && lines[nameLine].y - above.y < 2.2 * Math.max(above.size, lines[nameLine].size)) {
    const c = above.cells.find((x) => Math.min(x.x1, name.x1) - Math.max(x.x0, name.x0) > 0 || Math.abs(x.x0 - name.x0) < 4);
    if (c && labelHits(c.text).length && isAnyLabel(c.text)) return c.text;
  }
  return left?.text ?? null;
}

/**
 * A label printed in small type just under a block's last line, lined up with it ("EMPLOYER" under the
 * address). A label with its own value after it ("Employee  Jane Doe", a picture's sizes a little apart)
 * starts a row of its own.
 */
function labelUnder(lines: readonly Line[], cityLineIndex: number, anchor: Cell): string | null {
  const line = lines[cityLineIndex];
  const below = lines[cityLineIndex + 1];
  if (!below || below.size >= line.size || below.y - line.y > 1.8 * line.size) return null;
  const at = below.cells.findIndex((x) => Math.abs(x.x0 - anchor.x0) < 3 || Math.abs(x.x1 - anchor.x1) < 3);
  const c = below.cells[at];
  const next = below.cells[at + 1];
  if (next && !isAnyLabel(next.text) && partyName(next.text) !== null) return null;
  return c && isAnyLabel(c.text) ? c.text : null;
}

/**
 * The city line ending at a line's cell: the cell itself, else the cell with the ones before it a word
 * apart ("509" "Orange St," "Wilmington," "NC 28401", as OCR boxes the words), up to a label.
 */
type CityLine = NonNullable<ReturnType<typeof cityLine>>;

function cityLineAt(line: Line, ci: number): { cell: Cell; first: number; m: CityLine } | null {
  const own = line.cells[ci];
  const m = cityLine(own.text.trim().replace(ADDRESS_LABEL, ''));
  if (m) return { cell: own, first: ci, m };
  let found: { cell: Cell; first: number; m: CityLine } | null = null;
  for (let k = ci - 1; k >= 0 && k >= ci - 5; k--) {
    const c = line.cells[k];
    if (line.cells[k + 1].x0 - c.x1 > 2.2 * line.size || isAnyLabel(c.text)) break;
    const run = line.cells.slice(k, ci + 1);
    const text = run.map((x) => x.text.trim()).join(' ');
    const joined = cityLine(text.replace(ADDRESS_LABEL, ''));
    if (joined) found = { cell: { text, x0: run[0].x0, x1: own.x1 }, first: k, m: joined };
  }
  return found;
}

/**
 * An address wrapped in a narrow column, its parts spread apart across the column on the first line
 * (justified: "4471 Missouri Flat Road," "Apt 12," "Placerville,") and the end on the next ("CA
 * 95667"): the parts, each ending in a comma, and the cell under the first of them are one city line.
 */
export function joinWrappedAddresses(lines: readonly Line[]): Line[] {
  const out = lines.map((l) => ({ ...l, cells: [...l.cells] }));
  for (let li = 1; li < out.length; li++) {
    const line = out[li];
    const above = out[li - 1];
    if (line.y - above.y > 1.6 * Math.max(line.size, above.size)) continue;
    for (let ci = 0; ci < line.cells.length; ci++) {
      const c = line.cells[ci];
      const first = above.cells.findIndex((x) => Math.abs(x.x0 - c.x0) < 3);
      if (first < 0 || /\d[.,]\d{2}$/.test(c.text)) continue;
      let last = first;
      while (above.cells[last].text.trim().endsWith(',') && above.cells[last + 1]?.text.trim().endsWith(',') && above.cells[last + 1].x0 - above.cells[last].x1 < 6 * line.size) last++;
      const run = above.cells.slice(first, last + 1);
      if (!run[run.length - 1].text.trim().endsWith(',')) continue;
      // Nothing else of the line under the parts: the cell is the address's end, not a column of its own.
      const x1 = run[run.length - 1].x1;
      if (line.cells.some((x, k) => k !== ci && x.x1 > c.x0 && x.x0 < x1)) continue;
      const text = [...run.map((x) => x.text.trim()), c.text.trim()].join(' ');
      if (!cityLine(text.replace(ADDRESS_LABEL, ''))) continue;
      above.cells.splice(first, run.length, { text, x0: run[0].x0, x1: Math.max(x1, c.x1) });
      line.cells.splice(ci, 1);
      break;
    }
  }
  return out.filter((l) => l.cells.length > 0);
}

/** A British postcode and nothing else: "SO53 1FE", "NG2 2JR". */
const LONE_POSTCODE = /^[A-Z]{1,2}\d[A-Z\d]?\s?\d[A-Z]{2}$/;

/**
 * A British address whose postcode has a line of its own under the town ("Eastleigh" over "SO53 1FE"):
 * the two are one city line, as if printed "Eastleigh SO53 1FE".
 */
export function joinLonePostcodes(lines: readonly Line[]): Line[] {
  const out = lines.map((l) => ({ ...l, cells: [...l.cells] }));
  for (let li = 1; li < out.length; li++) {
    const line = out[li];
    const above = out[li - 1];
    if (line.y - above.y > 1.6 * Math.max(line.size, above.size)) continue;
    const ci = line.cells.findIndex((c) => LONE_POSTCODE.test(c.text.trim()));
    if (ci < 0) continue;
    const c = line.cells[ci];
    const ti = above.cells.findIndex((x) => Math.abs(x.x0 - c.x0) < 3);
    if (ti < 0 || partyName(above.cells[ti].text.trim()) === null) continue;
    const town = above.cells[ti];
    above.cells[ti] = { ...town, text: `${town.text.trim()} ${c.text.trim()}`, x1: Math.max(town.x1, c.x1) };
    line.cells.splice(ci, 1);
  }
  return out.filter((l) => l.cells.length > 0);
}

/** A dash between a party's name and the rest of its address on one line ("Acme Corp — 12 Main St, ..."). */
const NAME_DASH = /\s+[—–-]\s+/;

/**
 * The party's name at the start of an address printed on one line, set off by a dash ("Department of
 * Veterans Affairs — Veterans Health Administration, 810 Vermont Avenue NW, Washington, DC 20420"), and
 * what follows it, the first part of the address.
 */
export function nameBeforeAddress(firstPart: string): { name: string; rest: string } | null {
  const m = NAME_DASH.exec(firstPart);
  if (!m) return null;
  const name = partyName(firstPart.slice(0, m.index));
  const rest = firstPart.slice(m.index + m[0].length).trim();
  return name && rest ? { name, rest } : null;
}

/** A town and four digits with no comma ("Auckland 1024", "Te Puke 3119"): a city line only under a street. */
const TOWN_SPACE_FOUR_DIGITS = /^((?:\p{Lu}[\p{L}'’-]*\s+){0,3}\p{Lu}[\p{L}'’-]*)\s+(\d{4})$/u;

/**
 * A town and its four-digit postcode alone on the last line of an address, as New Zealand writes it,
 * told from "Sydney 2000" elsewhere by the lines over it, at its left edge: a street, or a locality
 * under a street ("14 Karaka Street" over "Mount Eden" over "Auckland 1024").
 */
export function townUnderStreet(lines: readonly Line[], li: number, ci: number): { cell: Cell; first: number; m: CityLine } | null {
  const cell = lines[li].cells[ci];
  const m = TOWN_SPACE_FOUR_DIGITS.exec(cell.text.trim());
  // "Apt 1107", "Suite 2100": a unit of the street, not a town.
  if (!m || isStreetLine(cell.text.trim()) || NOT_TOWN.test(m[1]) || MONTH.test(m[1]) || partyName(m[1]) === null) return null;
  const over: string[] = [];
  let y = lines[li].y;
  for (let i = li - 1; i >= 0 && over.length < 2; i--) {
    if (y - lines[i].y > 2.3 * Math.max(lines[i].size, lines[li].size)) break;
    const c = lines[i].cells.find((x) => Math.abs(x.x0 - cell.x0) < 2);
    if (!c) continue;
    over.push(c.text.trim());
    y = lines[i].y;
  }
  const street = over.length > 0 && (isStreetLine(over[0]) || (over.length > 1 && addressLineUnder(over[0], over[1])));
  return street ? { cell, first: ci, m: { rest: m[1], state: null, postal: m[2] } } : null;
}

/**
 * An address with no postcode printed on one line after an "Address" label, in its cell ("Address:
 * 41 Ogui Road, Enugu") or the cell before it ("Address" "H/No. C 41, Ashaiman, Greater Accra"), or
 * wrapped onto the next line of the value's column, nothing in the label's ("House No. 17" over
 * "Kileleshwa Gardens, Othaya Road, Nairobi"; "P.O. Box 1822-20100" over "Nakuru"): a block without a
 * name, the label its own.
 */
function labelledOneLine(lines: readonly Line[], li: number, ci: number): PartyBlock | null {
  const line = lines[li];
  const cell = line.cells[ci];
  const own = cell.text.trim();
  const before = line.cells[ci - 1]?.text.trim() ?? '';
  const inCell = ADDRESS_LABEL.exec(own);
  const label = inCell && inCell[0] !== '' && own.length > inCell[0].length ? inCell[0].trim() : before !== '' && before.replace(ADDRESS_LABEL, '') === '' ? before : (labelOver(lines, li, cell) ?? null);
  if (label === null) return null;
  const value = inCell && label === inCell[0].trim() ? own.slice(inCell[0].length).trim() : own;
  const block = (address: PaystubAddress): PartyBlock => ({ name: null, address, y: line.y, x0: cell.x0, label });
  const one = addressWithoutPostcode(value);
  if (one) return block(one);
  const below = lines[li + 1];
  // Places only: nothing of the value's wrapped onto the next line (that line empty under it, or a
  // row of its own with a label: before the cell, or starting it, "Position: Crane Operator" under
  // "Address: Lengakiki Ridge, Honiara" as labels set right-aligned before their values print them).
  const ownRow = (c: Cell) => inCell !== null && LABEL_THEN_VALUE.test(c.text.trim());
  const ownLine =
    !below ||
    below.y - line.y > 1.8 * Math.max(line.size, below.size) ||
    below.cells.some((c) => c.x1 <= cell.x0 + 1) ||
    !below.cells.some((c) => Math.abs(c.x0 - cell.x0) < Math.max(3, 0.4 * line.size) && !ownRow(c));
  const places = ownLine ? placesOnly(value) : null;
  if (places) return block(places);
  if (!isStreetLine(value) || !below || below.y - line.y > 1.8 * Math.max(line.size, below.size) || below.cells.some((c) => c.x1 <= cell.x0 + 1)) return null;
  const under = below.cells.find((c) => Math.abs(c.x0 - cell.x0) < Math.max(3, 0.4 * line.size));
  // A last line of its own ("Providence, RI 02986"): the block read up from it is the address.
  if (!under || cityLine(under.text.trim()) !== null) return null;
  const joined = `${value.replace(/,$/, '')}, ${under.text.trim()}`;
  const wrapped = addressWithoutPostcode(joined);
  if (wrapped) return block(wrapped);
  // The wrapped end a city line of its own kind ("P.O. Box 1822-20100, Nakuru").
  const m = cityLine(joined);
  if (!m || m.town !== undefined || m.postalFirst) return null;
  const split = splitCity(m.rest.replace(/,$/, '').trim());
  return split.street.length ? block({ lines: split.street, city: split.city, state: m.state, postal_code: m.postal || null }) : null;
}

/**
 * An "Address" label alone in its cell on the line over a value, their left edges together, as forms
 * with small labels over their values print it ("RESIDENTIAL ADDRESS" over "Erf 1129, Ondangwa Street,
 * Katutura, Windhoek").
 */
function labelOver(lines: readonly Line[], li: number, cell: Cell): string | null {
  const over = lines[li - 1];
  if (!over || over.y >= lines[li].y || lines[li].y - over.y > 3 * Math.max(over.size, lines[li].size)) return null;
  const c = over.cells.find((x) => Math.abs(x.x0 - cell.x0) < Math.max(3, 0.4 * lines[li].size));
  const text = c?.text.trim() ?? '';
  return text !== '' && ADDRESS_LABEL.test(text) && text.replace(ADDRESS_LABEL, '') === '' ? text : null;
}

export function partyBlocks(all: readonly Line[]): PartyBlock[] {
  const blocks: PartyBlock[] = [];
  const lines = joinLonePostcodes(joinWrappedAddresses(all));
  lines.forEach((line, li) => {
    line.cells.forEach((_, ci) => {
      const at = cityLineAt(line, ci) ?? townUnderStreet(lines, li, ci);
      if (!at) {
        const labelled = labelledOneLine(lines, li, ci);
        if (labelled) blocks.push(labelled);
        return;
      }
      const { cell, first, m } = at;
      const street: string[] = [];
      const split = splitCity(m.rest.replace(/,$/, '').trim());
      // A town given whole (with its state): what is before it is all street.
      const inline = m.town === undefined ? split.street : m.rest.trim() ? [...split.street, split.city] : [];
      const city = m.town ?? split.city;
      street.push(...inline);
      // A street in the cell before the city on the same line ("7750 Elm St", "Raleigh, NC 27697").
      const before = line.cells[first - 1];
      let anchor: Cell = cell;
      if (!inline.length && before && STREET.test(before.text.trim()) && cell.x0 - before.x1 < 40) {
        street.push(before.text.trim());
        anchor = { text: '', x0: before.x0, x1: cell.x1 };
      } else if (street.length && !STREET.test(street[0]) && before && /^[NSEW]?\d+[A-Za-z]?$/.test(before.text.trim()) && cell.x0 - before.x1 < 2.2 * line.size) {
        // The house number in a box of its own ("28115" "Hoover Rd, Warren, MI 48093").
        street[0] = `${before.text.trim()} ${street[0]}`;
        anchor = { text: '', x0: before.x0, x1: cell.x1 };
      }
      // "Acme Corp — 12 Main St, ...": the name on the address's own line; nothing above is the block's.
      const inlineName = inline.length ? nameBeforeAddress(street[0]) : null;
      if (inlineName) street[0] = inlineName.rest;
      let name: string | null = inlineName?.name ?? null;
      let nameCell: Cell | null = inlineName ? cell : null;
      let nameLine = li;
      let prevY = line.y;
      let top: { y: number; x0: number } = { y: line.y, x0: anchor.x0 };
      let streetCell: Cell | null = null;
      // The next line up of the block from line `from`: its cell aligned with the city or street line.
      const upFrom = (from: number, y: number): { i: number; c: Cell } | null => {
        for (let i = from - 1; i >= 0; i--) {
          const above = lines[i];
          if (y - above.y > 2.3 * Math.max(above.size, line.size)) return null;
          const c = above.cells.find((x) => aligned(x, anchor, line.size) || aligned(x, cell, line.size) || (streetCell !== null && aligned(x, streetCell, line.size)));
          if (c) return { i, c };
        }
        return null;
      };
      for (let i = li - 1; i >= 0 && street.length < 5 && !inlineName; i--) {
        const next = upFrom(i + 1, prevY);
        if (!next) break;
        i = next.i;
        const above = lines[i];
        const c = next.c;
        prevY = above.y;
        const text = c.text.trim().replace(ADDRESS_LABEL, '');
        if (ID_LINE.test(text)) continue;
        // The last line of an address above ("01237 Dresden" just over the next party's name): this block began below it.
        if (cityLine(text) !== null) break;
        const up = upFrom(i, above.y);
        const upText = up ? up.c.text.trim().replace(ADDRESS_LABEL, '') : null;
        const underAddress = upText !== null && cityLine(upText) === null && addressLineUnder(text, upText);
        if (isStreetLineOf(text, m.postalFirst === true) || underAddress || streetThenLocality(text)) {
          street.unshift(text.replace(STRAY_MARK, '').replace(STRAY_QUOTE, '$1'));
          streetCell = c;
          top = { y: above.y, x0: c.x0 };
          // "Address: 12 Elm St": the label says the name is elsewhere (on the line above, by its own label).
          if (text !== c.text.trim()) break;
          continue;
        }
        name = partyName(text);
        nameCell = c;
        nameLine = i;
        break;
      }
      if (street.length === 0) return;
      const address = { lines: street, city, state: m.state, postal_code: m.postal || null };
      if (!name || !nameCell) {
        // "Address  Flat 304, ...": a label cell before an address printed on one line.
        const said = street.length === inline.length && before && ADDRESS_LABEL.test(before.text.trim()) && before.text.trim().replace(ADDRESS_LABEL, '') === '' ? before.text.trim() : null;
        blocks.push({ name: null, address, y: top.y, x0: top.x0, label: said });
        return;
      }
      const own = labelOf(lines, nameLine, nameCell);
      const label = own !== null && labelHits(own).length ? own : (labelUnder(lines, li, anchor) ?? own);
      blocks.push({ name, address, y: lines[nameLine].y, x0: nameCell.x0, label });
    });
  });
  return blocks.sort((a, b) => a.y - b.y || a.x0 - b.x0);
}

const same = (a: string, b: string) => compact(a).replace(/[^a-z]/g, '') === compact(b).replace(/[^a-z]/g, '');

const labelKind = (label: string | null): 'employer' | 'employee' | null => {
  if (!label) return null;
  const kinds = labelHits(label).map((h) => h.kind);
  if (kinds.includes('employer')) return 'employer';
  if (kinds.includes('employee')) return 'employee';
  return null;
};

/** The name of a house, not a person, heading a British address: "Rose Cottage", "Brook Farm", "The Old Vicarage". */
const HOUSE_NAME = /\b(?:cottage|cottages|house|farm|farmhouse|lodge|barn|manor|villa|bungalow|grange|rectory|vicarage)$/i;

/**
 * The block taken for the employee when a label gave the name elsewhere: a house's name where the
 * block's name would be is the address's first line ("Rose Cottage" over "2 Church Row").
 */
function houseNamed<B extends PartyBlock & { name: string }>(block: B | undefined, labelledName: string | null): B | undefined {
  if (!block || labelledName === null || same(block.name, labelledName) || !HOUSE_NAME.test(block.name)) return block;
  return { ...block, address: { ...block.address, lines: [block.name, ...block.address.lines] } };
}

/** Where a label gave a party's name: the baseline of the name's line and its size. */
export interface NamedAt {
  y: number;
  size: number;
  /** Left edge of the name's cell. */
  x0?: number;
}

/**
 * The employer's and the employee's blocks. Named blocks go by label, by the name a label gave, then
 * by position; an address without a name of its own belongs to the party whose labelled name is on its
 * first line or the line above it ("EMPLOYEE  HOME ADDRESS" over "Jane Doe  12 Elm St").
 */
export function pickParties(
  all: readonly PartyBlock[],
  labelled: { employer: string | null; employee: string | null },
  at: { employer?: NamedAt | null; employee?: NamedAt | null } = {},
) {
  const blocks = all.filter((b) => b.name !== null) as Array<PartyBlock & { name: string }>;
  const byLabel = (kind: 'employer' | 'employee') => blocks.find((b) => labelKind(b.label) === kind);
  const byName = (name: string | null) => (name ? blocks.find((b) => same(b.name, name)) : undefined);
  const employer =
    byLabel('employer') ??
    byName(labelled.employer) ??
    blocks.find((b) => labelKind(b.label) !== 'employee' && (!labelled.employee || !same(b.name, labelled.employee)));
  const employee =
    byLabel('employee') ??
    byName(labelled.employee) ??
    houseNamed(blocks.find((b) => b !== employer && labelKind(b.label) !== 'employer' && (!employer || !same(b.name, employer.name))), labelled.employee);
  // An address labelled "Address" further down a grid of details, its value in the name's column
  // ("Employee Name  Jane Doe" ... "Address  12 Elm St, ..."), is the named party's, when no label
  // over it names the other one ("Employer address").
  const inGrid = (b: PartyBlock, where: NamedAt, kind: 'employer' | 'employee') =>
    where.x0 !== undefined && b.label !== null && labelKind(b.label) !== (kind === 'employer' ? 'employee' : 'employer') && b.y > where.y && Math.abs(b.x0 - where.x0) < 3;
  // An address with neither name nor label further down the name's column, past the party's other
  // details ("Employee:" "Jane Doe" ... "Department:" "Quality" ... "14 Moorland View").
  const inColumn = (b: PartyBlock, where: NamedAt) =>
    where.x0 !== undefined && b.label === null && b.y > where.y && b.y - where.y < 10 * where.size && Math.abs(b.x0 - where.x0) < 3;
  const unnamed = (where: NamedAt | null | undefined, kind: 'employer' | 'employee') =>
    where
      ? (all.find((b) => b.name === null && b.y >= where.y - 1 && b.y - where.y < 2.2 * where.size) ??
        all.find((b) => b.name === null && inGrid(b, where, kind)) ??
        all.find((b) => b.name === null && b !== employer && inColumn(b, where)))
      : undefined;
  return { employer: employer ?? unnamed(at.employer, 'employer') ?? null, employee: employee ?? unnamed(at.employee, 'employee') ?? null };
}
