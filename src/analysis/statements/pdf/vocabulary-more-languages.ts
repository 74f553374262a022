// Statement words in more languages than vocabulary.ts' English, German, French, Spanish, Portuguese and
// Scandinavian: column headings as Italian, Dutch, Polish, Czech, Slovak, Slovenian, Croatian,
// Hungarian, Romanian, Lithuanian, Latvian, Estonian, Finnish, Icelandic, Turkish, Indonesian, Swahili
// and Welsh banks print them. Headings are compared whole, in lower case without accents
// (foldLetters: "Upphæð" is "upphaed", "Zůstatek" "zustatek"), their closing point or colon left off.
import { foldLetters } from '../../month-names.ts';
import type { ColumnType } from './vocabulary.ts';

const BALANCE = /^(?:zustatek|zostatok|stanje|egyenleg|sold|likutis|jaak|atlikums|stada|bakiye|salio|balans)$/;
/** The date the money moves, beside the booking date: never an amount, never the description. */
const VALUE_DATE =
  /^(?:data\s+valuta|valuta|datum\s+valute|data\s+waluty|splatnost|datum\s+splatnosti|vaxtad|vaxtadagur|vaxtadags|arvopaiva|valuuttapaiva|vaartuspaev|valutos\s+data|valutas\s+datums|data\s+valor|valutadatum|valuta\s+datum|tgl\s+valuta|tanggal\s+valuta|valor\s+tarihi)$/;
const DEBIT =
  /^(?:debet|addebiti|addebito|dare|uscite|debito|debitos|levantamentos|af|obciazenia|obciazenie|wyplaty|vydaj|vydej|vydaje|na\s+vrub|breme|v\s+breme|isplata|isplate|duguje|terheles|terhelesek|plati|debetas|islaidos|deebet|valjaminek|debets|izmaksas|veloitus|otto|nosto|uttekt|uttektir|borc|mutasi\s+debet|pengeluaran|malipo|tynnu\s+allan)$/;
const CREDIT =
  /^(?:kredit|accrediti|accredito|avere|entrate|credito|creditos|bij|uznania|uznanie|wplaty|prijem|prijmy|v\s+prospech|dobro|v\s+dobro|uplata|uplate|potrazuje|jovairas|jovairasok|incasari|kreditas|pajamos|kreedit|laekumine|kredits|ienemumi|pano|panot|hyvitys|talletus|innlegg|innlagnir|innlogn|alacak|mutasi\s+kredit|pemasukan|amana|talu\s+i\s+mewn)$/;
const AMOUNT = /^(?:kwota|castka|suma|osszeg|importo|montante|bedrag|iznos|znesek|summa|maara|upphaed|tutar|jumlah|nominal|kiasi|swm|valor|betrag)$/;
const DATE =
  /^(?:datum|datums|data|dato|dagsetning|dags|paivamaara|pvm|kirjauspaiva|kuupaev|tarih|islem\s+tarihi|tanggal|tgl|tarehe|dyddiad|data\s+operazione|data\s+contabile|data\s+movimento|data\s+operacji|data\s+ksiegowania|datum\s+transakce|datum\s+transakcie|datum\s+zauctovania|datum\s+zauctovani|konyveles\s+datuma|konyvelesi\s+datum|data\s+tranzactiei|data\s+operatiunii|operacijos\s+data|boekdatum|boekingsdatum|transakcijos\s+data|datum\s+knjizenja|datum\s+prometa|datum\s+izvrsitve|kanne\s+kuupaev)$/;
const DESCRIPTION =
  /^(?:popis|popis\s+transakcie|popis\s+transakce|popis\s+operace|opis|opis\s+operacji|opis\s+transakcji|descrizione|causale|descricao|descritivo|movimento|movimentos|omschrijving|beschrijving|mededelingen|selite|tapahtuma|viesti|skyring|selgitus|apraksts|aprasymas|paskirtis|kozlemeny|megnevezes|descriere|detalii|explicatii|aciklama|keterangan|uraian|maelezo|disgrifiad|namen|svrha|opis\s+prometa|opis\s+transakcije)$/;

/** What a header cell names in one of the languages above, or null. `text` as classifyHeaderCell has it (lower case). */
export function headerInMoreLanguages(text: string): ColumnType | null {
  const t = foldLetters(text).replace(/[.:]+$/, '').trim();
  if (BALANCE.test(t)) return 'balance';
  if (VALUE_DATE.test(t)) return 'date';
  if (DEBIT.test(t)) return 'debit';
  if (CREDIT.test(t)) return 'credit';
  if (AMOUNT.test(t)) return 'amount';
  if (DATE.test(t)) return 'date';
  if (DESCRIPTION.test(t)) return 'description';
  return null;
}

/** Opening balances in the languages above (as they are printed: accents optional). */
export const MORE_OPENING =
  /^po[čc](?:iato[čc]n[ýy]\s+zostatok|[áa]te[čc]n[íi]\s+z[ůu]statek)|^saldo\s+(?:iniziale|inicial|pocz[ąa]tkowe|otwarcia|awal|anterior|poprzednie)\b|^(?:beginsaldo|vorig\s+saldo|oud\s+saldo)\b|^(?:za[čc]etno|po[čc]etno|prethodno)\s+stanje\b|^nyit[óo]\s+egyenleg|^sold\s+(?:ini[țţt]ial|precedent|anterior)|^pradinis\s+likutis\b|^algsaldo\b|^s[āa]kuma\s+atlikums\b|^alkusaldo\b|^upphafssta[ðd]a|^(?:a[çc][ıi]l[ıi][şs]|devreden)\s+bakiye|^salio\s+la\s+kuanzia\b/i;
/** Closing balances in the languages above. */
export const MORE_CLOSING =
  /^saldo\s+(?:finale|final|ko[ńn]cowe|zamkni[ęe]cia|akhir|nowe)\b|^(?:eindsaldo|nieuw\s+saldo)\b|^kone[čc]n[ýy]\s+z(?:ostatok|[ůu]statek)|^(?:kon[čc]no|zavr[šs]no|novo)\s+stanje\b|^z[áa]r[óo]\s+egyenleg|^sold\s+final\b|^galutinis\s+likutis\b|^l[õo]ppsaldo\b|^beigu\s+atlikums\b|^loppusaldo\b|^lokasta[ðd]a|^kapan[ıi][şs]\s+bakiye|^salio\s+la\s+mwisho\b/i;
/** A balance brought from the page before, in the languages above. */
export const MORE_BROUGHT_FORWARD =
  /^prenos\s+z\s+predch[áa]dzaj[úu]cej\s+strany|^p[řr]evod\s+z\s+p[řr]edchoz[íi]\s+strany|^z\s+przeniesienia\b|^fr[áa]\s+fyrri\s+s[íi][ðd]u|^(?:prijenos|prenos)\s+(?:s|iz)\s+prethodne\s+stranice\b|^(?:riporto|saldo\s+riportato)\b|^ennen\s+siirto\b|^siirto\s+edelliselt[äa]\s+sivulta/i;
/** A balance carried to the next page, in the languages above. */
export const MORE_CARRIED_FORWARD =
  /^prenos\s+na\s+[ďd]al[šs]iu\s+stranu\b|^p[řr]evod\s+na\s+dal[šs][íi]\s+stranu\b|^do\s+przeniesienia\b|^flutt\s+[áa]\s+n[æa]stu\s+s[íi][ðd]u|^(?:prijenos|prenos)\s+na\s+(?:sljede[ćc]u|naslednjo)\s+stran(?:icu|ico)?\b|^siirto\s+seuraavalle\s+sivulle\b/i;
/** Lines that total others, in the languages above ("Samtals úttektir", "Obraty spolu"). */
export const MORE_TOTAL_LINE =
  /^(?:obraty\s+|obroty\s+)?(?:spolu|celkem|razem)\b|^samtals(?![a-zæðþ])|^yhteens[äa](?![a-zäö])|^[öo]sszesen|^i[šs]\s+viso(?![a-z])|^kokku\b|^kop[āa](?![a-zā])|^toplam\b|^ukupno\b|^skupaj\b|^totaal\b|^totale\b|^(?:obraty|obroty)\b/i;
