// Paystub labels in the languages of Europe and of other countries whose payslips print their own
// words (German, Dutch, Italian, Portuguese, Polish, Czech and Slovak, Slovenian, Hungarian, Romanian,
// Lithuanian, Estonian, Swedish, Danish, Norwegian, Finnish, Icelandic, Indonesian, Turkish, Swahili,
// Afrikaans, Welsh), as their payroll systems print them. They are compared as the other labels are:
// whole words, without case, spaces or accents. Words that are also everyday words in another label's
// place are left out (Romanian "luna", month; Malay "nama", which heads a bank's name as often).

import type { LabelKind } from './vocabulary.ts';

export const MORE_LABELS: Record<LabelKind, readonly string[]> = {
  payDate: [
    'auszahlungsdatum', 'zahltag', 'zahlungsdatum', 'auszahlung am',
    'betaaldatum', 'uitbetalingsdatum', 'datum betaling', 'betalingsdatum', 'datum uitbetaling',
    'data pagamento', 'data di pagamento', 'data erogazione',
    'data de pagamento', 'data do pagamento',
    'data wypłaty', 'data wypłaty wynagrodzenia', 'dzień wypłaty',
    'datum výplaty', 'dátum výplaty', 'den výplaty', 'deň výplaty',
    'datum izplačila', 'dan izplačila',
    'kifizetés dátuma', 'kifizetés napja', 'kifizetés',
    'data plății', 'data plata', 'data plăţii',
    'išmokėjimo data', 'mokėjimo data',
    'maksepäev', 'väljamakse kuupäev', 'väljamakse päev',
    'utbetalningsdag', 'utbetalningsdatum', 'udbetalingsdato', 'udbetalingsdag', 'dispositionsdato', 'utbetalingsdato', 'utbetalingsdag',
    'maksupäivä', 'palkanmaksupäivä', 'greiðsludagur', 'útborgunardagur', 'greiðsludags',
    'tanggal pembayaran', 'tanggal gajian', 'tgl pembayaran', 'tgl. pembayaran',
    'ödeme tarihi', 'tarehe ya malipo', 'tarehe ya kulipwa', 'betalingsdatum', 'dyddiad talu',
  ],
  periodStart: [],
  periodEnd: [],
  period: [
    'abrechnungszeitraum', 'abrechnungsmonat', 'zeitraum', 'lohnperiode', 'abrechnungsperiode',
    'loonperiode', 'tijdvak', 'verloningsperiode', 'periode',
    'periodo di paga', 'periodo retributivo', 'mese di retribuzione', 'mese di riferimento', 'mese',
    'mês de referência', 'mês de competência', 'competência',
    'okres rozliczeniowy', 'okres', 'za okres', 'za miesiąc',
    'období', 'mzdové období', 'zúčtovací období', 'obdobie', 'mzdové obdobie', 'zúčtovacie obdobie',
    'obdobje', 'obračunsko obdobje', 'mesec obračuna', 'obračun za mesec',
    'időszak', 'elszámolási időszak', 'tárgyhó', 'tárgyidőszak',
    'perioada', 'perioada de plată', 'luna de plată',
    'laikotarpis', 'ataskaitinis laikotarpis', 'atlyginimo laikotarpis',
    'arvestusperiood', 'periood', 'palgaperiood',
    'löneperiod', 'lönperiod', 'lønperiode', 'afregningsperiode', 'lønnsperiode',
    'palkkakausi', 'palkanmaksukausi', 'ajanjakso', 'tímabil', 'launatímabil',
    'periode gaji', 'masa kerja', 'dönem', 'bordro dönemi', 'kipindi', 'kipindi cha malipo', 'tydperk', 'betaalperiode', 'cyfnod talu',
  ],
  frequency: ['zahlungsweise', 'betalingsfrequentie', 'periodicità', 'periodicidade', 'częstotliwość'],
  employer: [
    'werkgever', 'naam werkgever', 'datore di lavoro', 'azienda', 'ditta', 'empregador', 'entidade patronal', 'entidade empregadora',
    'pracodawca', 'nazwa pracodawcy', 'zaměstnavatel', 'zamestnávateľ', 'delodajalec', 'munkáltató', 'angajator', 'darbdavys',
    'tööandja', 'arbetsgivare', 'arbejdsgiver', 'arbeidsgiver', 'työnantaja', 'launagreiðandi', 'vinnuveitandi',
    'perusahaan', 'nama perusahaan', 'işveren', 'mwajiri', 'werkgewer', 'cyflogwr',
  ],
  employee: [
    'werknemer', 'naam werknemer', 'medewerker', 'dipendente', 'lavoratore', 'lavoratrice', 'cognome e nome', 'nome e cognome',
    'empregado', 'trabalhador', 'trabalhadora', 'funcionário', 'colaborador', 'nome do trabalhador', 'nome do funcionário',
    'pracownik', 'imię i nazwisko', 'zaměstnanec', 'jméno a příjmení', 'příjmení a jméno', 'zamestnanec', 'meno a priezvisko',
    'delavec', 'delavka', 'zaposleni', 'ime in priimek', 'munkavállaló', 'dolgozó', 'angajat', 'salariat', 'nume și prenume', 'nume si prenume',
    'darbuotojas', 'darbuotoja', 'vardas, pavardė', 'vardas pavardė', 'töötaja', 'anställd', 'arbetstagare', 'medarbejder', 'lønmodtager',
    'arbeidstaker', 'ansatt', 'työntekijä', 'launþegi', 'starfsmaður', 'karyawan', 'nama karyawan', 'pegawai', 'nama pegawai',
    'personel', 'çalışan', 'adı soyadı', 'mfanyakazi', 'jina la mfanyakazi', 'cyflogai',
    'naam', 'navn', 'namn', 'nimi', 'nome', 'nafn',
  ],
  gross: [
    'brutto', 'bruttolohn', 'bruttogehalt', 'gesamtbrutto', 'bruttobezüge', 'summe brutto', 'bruttoentgelt', 'bruttoverdienst',
    'bruto loon', 'brutoloon', 'bruto salaris', 'totaal bruto', 'brutosalaris',
    'retribuzione lorda', 'lordo', 'totale lordo', 'totale competenze', 'imponibile lordo',
    'salário bruto', 'vencimento bruto', 'total de vencimentos', 'total vencimentos', 'total bruto', 'remuneração bruta', 'total de proventos', 'total ilíquido', 'ilíquido',
    'wynagrodzenie brutto', 'razem brutto', 'płaca brutto', 'hrubá mzda', 'hrubý příjem', 'hrubá mzda celkem',
    'bruto plača', 'bruto plača skupaj', 'skupaj bruto', 'bruto znesek', 'bruttó bér', 'bruttó', 'bruttó kereset', 'összes bruttó',
    'salariu brut', 'venit brut', 'total brut', 'priskaičiuota', 'iš viso priskaičiuota', 'bruto darbo užmokestis',
    'brutopalk', 'kokku arvestatud', 'arvestatud kokku', 'bruttolön', 'summa brutto', 'bruttobelopp', 'bruttoløn', 'i alt brutto',
    'bruttolønn', 'sum brutto', 'brutto lønn', 'bruttopalkka', 'palkka yhteensä', 'heildarlaun', 'laun samtals', 'samtals laun', 'brúttólaun',
    'gaji kotor', 'total pendapatan', 'penghasilan bruto', 'total penghasilan', 'penghasilan kotor',
    'brüt ücret', 'brüt', 'brüt maaş', 'toplam kazanç', 'mshahara ghafi', 'jumla ya mshahara', 'bruto salaris', 'totale verdienste', 'cyflog gros',
  ],
  net: [
    'netto', 'nettolohn', 'nettogehalt', 'auszahlungsbetrag', 'auszahlung', 'überweisungsbetrag', 'nettobezüge', 'nettoverdienst', 'netto-auszahlung',
    'netto loon', 'nettoloon', 'netto salaris', 'uit te betalen', 'netto uitbetaling', 'te ontvangen',
    'netto in busta', 'netto a pagare', 'netto del mese', 'netto da pagare', 'totale netto', 'retribuzione netta',
    'líquido', 'salário líquido', 'total líquido', 'líquido a receber', 'valor líquido', 'vencimento líquido', 'líquido a pagar',
    'do wypłaty', 'wynagrodzenie netto', 'kwota do wypłaty', 'čistá mzda', 'k výplatě', 'částka k výplatě', 'čistý příjem', 'k výplate', 'suma na výplatu',
    'neto plača', 'za izplačilo', 'neto izplačilo', 'nettó bér', 'nettó', 'kifizetendő', 'kifizetett összeg', 'nettó kereset',
    'salariu net', 'rest de plată', 'net de plată', 'venit net', 'rest plată',
    'išmokėti', 'išmokėta', 'neto darbo užmokestis', 'mokėtina suma', 'išmokama suma',
    'netopalk', 'väljamaksmisele', 'välja makstud', 'nettolön', 'att utbetala', 'utbetalt', 'summa att utbetala', 'utbetalas',
    'nettoløn', 'til udbetaling', 'udbetalt', 'nettolønn', 'til utbetaling', 'utbetales',
    'nettopalkka', 'maksetaan', 'maksetaan tilille', 'maksettava', 'maksettava palkka', 'útborguð laun', 'útborgað', 'nettólaun', 'til greiðslu',
    'penerimaan bersih', 'total diterima', 'jumlah diterima', 'gaji diterima', 'diterima karyawan',
    'net ücret', 'net maaş', 'net ödenen', 'ödenecek tutar', 'net ödeme',
    'mshahara halisi', 'malipo halisi', 'kiasi halisi', 'netto salaris', 'netto betaling', 'cyflog net', 'tâl net',
  ],
  ytdGross: ['bruttopalkka vuoden alusta', 'brutto vuoden alusta'],
  ytdNet: ['nettopalkka vuoden alusta', 'netto vuoden alusta'],
};

/** Section titles over the period's earnings, in the languages above (compact, accents folded). */
export const MORE_EARNINGS_TITLES =
  /^(bezuge|verdienst|lohnarten|verdiensten|inkomsten|looncomponenten|competenze|vociretributive|vencimentos|proventos|abonos|remuneracoes|skladnikiwynagrodzenia|przychody|prijmy|slozkymzdy|prejemki|jarandosagok|venituri|drepturi|priskaitymai|arvestused|intjanat|ersattningar|loneart(er)?|lonarter|lonnsarter|opptjent|ansiot|palkkaerittely|penerimaan|penghasilan|kazanclar|mapato|verdienste|enillion)$/;
/** Section titles over deductions from pay, in the languages above (compact, accents folded). */
export const MORE_DEDUCTION_TITLES =
  /^(abzuge|gesetzlicheabzuge|abzuege|inhoudingen|inhouding|trattenute|ritenute|descontos|deducoes|retencoes|potracenia|odliczenia|srazky|odvody|zrazky|odtegljaji|odbitki|prispevki|levonasok|retineri|deduceri|isskaitos|isskaiciuota|kinnipidamised|mahaarvamised|avdrag|fradrag|traek|trekk|vahennykset|pidatykset|fradrattur|kesintiler|makato|aftrekkings|didyniadau)$/;
/** Section titles over what the employer pays on top of the pay, in the languages above. */
export const MORE_EMPLOYER_TITLES =
  /^(arbeitgeberanteile?|arbeitgeberbeitrage|werkgeverslasten|contributiacaricoazienda|encargospatronais|encargosdaentidadepatronal|skladkipracodawcy|odvodyzamestnavatele|prispevkidelodajalca|munkaltatoijarulekok|contributiiangajator|darbdavioimokos|tooandjamaksud|arbetsgivaravgifter|arbejdsgiverbidrag|arbeidsgiveravgift|tyonantajanmaksut)$/;

/** Column headings of this period's figures, in the languages above (compact, accents folded). */
export const MORE_CURRENT_COLUMNS =
  /^(betrag|aktuellermonat|bedrag|dezeperiode|importo|valor|montante|kwota|castka|znesek|osszeg|suma|belopp|denneperiode|belob|belop|denneperioden|maara|upphaed|fjarhaed|nilai|tutar|buay|kiasi|swm)$/;
/** Column headings of the year's figures so far, in the languages above (compact, accents folded). */
export const MORE_YTD_COLUMNS =
  /^(jahressumme|kumuliert|kumulativ|cumulatief|progressivo|progressivi|progressivoannuo|narastajaco|odpoczatkuroku|odzacatkuroku|odzacetkaleta|kumulativa|evelejetol|halmozott|cumulat|delainceputulanului|nuometupradzios|aastaalgusest|hittillsiar|ackumulerat|artildato|hidtiliar|akkumuleret|hittiliar|akkumulert|vuodenalusta|kertyma|fraaramotum|uppsafnad|akumulasi|tahunberjalan|kumulatif|yilbasindan)$/;
/** Column headings of hours and of rates, in the languages above (compact, accents folded). */
export const MORE_HOURS_COLUMNS = /^(stunden|std|uren|ore|horas|godziny|hodiny|ure|ora|valandos|tunnid|timmar|timer|tunnit|timar|jam|saat|saa)$/;
export const MORE_RATE_COLUMNS = /^(satz|stundensatz|tarief|tariffa|taxa|stawka|sazba|postavka|tarifa|sats|tuntipalkka|kiwango)$/;
