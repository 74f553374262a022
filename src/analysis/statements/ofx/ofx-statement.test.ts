import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { StatementParseError, type ParsedStatement } from '../statement.types.ts';
import { ofxAmount, ofxDate, parseOfxStatement } from './ofx-statement.ts';
import { externalFixture } from '../../../../test/external-fixtures.ts';

const fixture = (name: string) =>
  fs.readFileSync(externalFixture('ofx', name), 'utf8');

/** date, description, signed cents, FITID. */
type Row = [string, string, number, string | null];
const rows = (s: ParsedStatement, account = 0): Row[] =>
  s.accounts[account].transactions.map((t) => [t.date, t.description, t.amountCents, t.externalId]);

const SGML_HEADER = 'OFXHEADER:100\nDATA:OFXSGML\nVERSION:102\nSECURITY:NONE\nENCODING:USASCII\nCHARSET:1252\nCOMPRESSION:NONE\nOLDFILEUID:NONE\nNEWFILEUID:NONE\n\n';
const XML_HEADER = '<?xml version="1.0" encoding="UTF-8" standalone="no"?>\n<?OFX OFXHEADER="200" VERSION="220" SECURITY="NONE" OLDFILEUID="NONE" NEWFILEUID="NONE"?>\n';

describe('parseOfxStatement on published example files', () => {
  it('reads ofx-js example1.ofx (OFX 1.02 SGML, NZD savings)', () => {
    const s = parseOfxStatement(fixture('ofx-js_example1.ofx'));
    expect(s.format).toBe('OFX');
    expect(s.currency).toBe('NZD');
    expect(s.institution).toBeNull();
    expect(s.pageCount).toBeNull();
    expect([s.periodStart, s.periodEnd]).toEqual(['2012-01-01', '2012-10-03']);
    expect(s.accounts).toHaveLength(1);
    const a = s.accounts[0];
    expect([a.name, a.mask, a.periodStart, a.periodEnd]).toEqual(['Savings', '6700', '2012-01-01', '2012-10-03']);
    // Sorted by DTPOSTED; rows of one day keep the file's order.
    expect(rows(s)).toEqual([
      ['2012-01-04', 'Transfer Debit Transfer Party', -2001, '20120104.6'],
      ['2012-09-07', '06 0773 0214764 33 Debit Transfer: Bike', -10000, '20120907.0'],
      ['2012-09-07', 'Transfer Debit Transfer: Postage', -7199, '201209071'],
      ['2012-09-28', 'Credit Interest Paid', 1990, '20120928.0'],
      ['2012-09-28', 'Withholding Tax', -101, '20120928.1'],
    ]);
    expect(a.transactions.every((t) => t.runningBalanceCents === null && t.page === null)).toBe(true);
    // Credits 19.90; debits 20.01 + 100.00 + 71.99 + 1.01 = 193.01; LEDGERBAL 4225.79.
    expect(a.reconciliation).toEqual({
      status: 'UNVERIFIABLE',
      openingBalanceCents: null,
      closingBalanceCents: 422579,
      creditsCents: 1990,
      debitsCents: 19301,
      differenceCents: null,
      runningBalanceMismatches: 0,
      problems: [],
    });
    // 4225.79 - (19.90 - 193.01) = 4398.90
    expect(s.warnings).toEqual([
      'OFX gives a closing (ledger) balance but no opening balance, so the transactions cannot be checked against the balances (opening balance implied by the closing balance and the transactions: ending 6700 4398.90).',
    ]);
  });

  it('reads ofx-js credit-card.qfx (QFX on one line, CAD credit card, INTU.BID)', () => {
    const s = parseOfxStatement(fixture('ofx-js_credit-card.qfx'));
    expect(s.format).toBe('OFX');
    expect(s.currency).toBe('CAD');
    expect([s.periodStart, s.periodEnd]).toEqual(['2026-03-23', '2026-05-13']);
    expect(s.accounts).toHaveLength(1);
    const a = s.accounts[0];
    expect([a.name, a.mask]).toEqual(['Credit card', '3333']);
    expect(rows(s)).toEqual([
      ['2026-03-23', '7 DAYS COFFEE VANCOUVER VANCOUVER BC', -688, '90000010020260323V001872E778F'],
      // MEMO "EMENT - MERCI" is already in NAME.
      ['2026-03-23', 'PAYMENT - THANK YOU / PAI EMENT - MERCI', 20208, '90000010020260323V001A5289515'],
      ['2026-03-26', 'PHARMACY #7182 VANCOUVER BC', -7037, '90000010020260326V0017B184356'],
      ['2026-04-02', 'T&T SUPERMARKET VANCOUVER BC', -2638, '90000010020260402V001207D2275'],
      ['2026-04-05', 'LYFT *RIDE SAT 8PM VANCOUVER VANCOUVER BC', -1797, '90000010020260405V001B0C20CE5'],
    ]);
    // Credits 202.08; debits 6.88 + 70.37 + 26.38 + 17.97 = 121.60; LEDGERBAL 904.53.
    expect(a.reconciliation.status).toBe('UNVERIFIABLE');
    expect(a.reconciliation.creditsCents).toBe(20208);
    expect(a.reconciliation.debitsCents).toBe(12160);
    expect(a.reconciliation.closingBalanceCents).toBe(90453);
    expect(a.reconciliation.openingBalanceCents).toBeNull();
    expect(s.warnings).toHaveLength(1);
    expect(s.warnings[0]).not.toMatch(/implied/);
  });
});

const trn = (type: string, date: string, amount: string, fitid: string, name: string | null, memo: string | null) =>
  `<STMTTRN><TRNTYPE>${type}<DTPOSTED>${date}<TRNAMT>${amount}<FITID>${fitid}` +
  (name === null ? '' : `<NAME>${name}`) +
  (memo === null ? '' : `<MEMO>${memo}`) +
  '</STMTTRN>';

const bankSgml = (transactions: string, extra = '') =>
  SGML_HEADER +
  '<OFX><SIGNONMSGSRSV1><SONRS><STATUS><CODE>0<SEVERITY>INFO</STATUS><DTSERVER>20260201<LANGUAGE>ENG<FI><ORG>Example Bank<FID>1234</FI></SONRS></SIGNONMSGSRSV1>' +
  '<BANKMSGSRSV1><STMTTRNRS><TRNUID>1<STATUS><CODE>0<SEVERITY>INFO</STATUS><STMTRS><CURDEF>USD' +
  '<BANKACCTFROM><BANKID>021000021<ACCTID>000123456789<ACCTTYPE>CHECKING</BANKACCTFROM>' +
  `<BANKTRANLIST><DTSTART>20260101<DTEND>20260131${transactions}</BANKTRANLIST>` +
  `<LEDGERBAL><BALAMT>1500.00<DTASOF>20260131</LEDGERBAL>${extra}</STMTRS></STMTTRNRS></BANKMSGSRSV1></OFX>`;

describe('parseOfxStatement', () => {
  it.each<[string, string, Row[]]>([
    [
      'one-line SGML with date formats and time zones',
      bankSgml(
        trn('CREDIT', '20260115120000.000[-5:EST]', '2500.00', 'A1', 'ACME PAYROLL', 'PPD') +
          trn('DEBIT', '20260102', '-45.10', 'A2', 'GROCER', null) +
          trn('DEBIT', '20260110083000', '-1200', 'A3', 'RENT', 'January rent') +
          trn('DEBIT', '20260131235959[+9:JST]', '-.5', 'A4', null, 'Fee'),
      ),
      [
        ['2026-01-02', 'GROCER', -4510, 'A2'],
        ['2026-01-10', 'RENT January rent', -120000, 'A3'],
        ['2026-01-15', 'ACME PAYROLL PPD', 250000, 'A1'],
        ['2026-01-31', 'Fee', -50, 'A4'],
      ],
    ],
    [
      'entities in names and memos',
      bankSgml(trn('DEBIT', '20260105', '-10.00', 'E1', 'BEN &amp; JERRY&apos;S', 'A &lt;B&gt; C') + trn('DEBIT', '20260106', '-1.00', 'E2', 'AT&T', null)),
      [
        ['2026-01-05', "BEN & JERRY'S A <B> C", -1000, 'E1'],
        ['2026-01-06', 'AT&T', -100, 'E2'],
      ],
    ],
    [
      'payee aggregate, check number and type as descriptions; decimal comma amount',
      bankSgml(
        '<STMTTRN><TRNTYPE>DEBIT<DTPOSTED>20260103<TRNAMT>-20,25<FITID>P1<PAYEE><NAME>CITY WATER<ADDR1>1 Main</PAYEE></STMTTRN>' +
          '<STMTTRN><TRNTYPE>CHECK<DTPOSTED>20260104<TRNAMT>-300.00<FITID>P2<CHECKNUM>1042</STMTTRN>' +
          '<STMTTRN><TRNTYPE>INT<DTPOSTED>20260105<TRNAMT>0.42<FITID>P3</STMTTRN>',
      ),
      [
        ['2026-01-03', 'CITY WATER', -2025, 'P1'],
        ['2026-01-04', 'Check 1042', -30000, 'P2'],
        ['2026-01-05', 'INT', 42, 'P3'],
      ],
    ],
  ])('%s', (_name, text, expected) => {
    const s = parseOfxStatement(text);
    expect(rows(s)).toEqual(expected);
    expect(s.institution).toBe('Example Bank');
    expect(s.currency).toBe('USD');
    expect([s.accounts[0].name, s.accounts[0].mask]).toEqual(['Checking', '6789']);
    expect([s.periodStart, s.periodEnd]).toEqual(['2026-01-01', '2026-01-31']);
    expect(s.accounts[0].reconciliation.closingBalanceCents).toBe(150000);
    expect(s.accounts[0].reconciliation.status).toBe('UNVERIFIABLE');
  });

  it('reads OFX 2.x XML with several statements (bank and credit card) in one file', () => {
    const xml =
      XML_HEADER +
      `<OFX>
  <SIGNONMSGSRSV1><SONRS><STATUS><CODE>0</CODE><SEVERITY>INFO</SEVERITY></STATUS><DTSERVER>20260301</DTSERVER><LANGUAGE>ENG</LANGUAGE></SONRS></SIGNONMSGSRSV1>
  <BANKMSGSRSV1>
    <STMTTRNRS><TRNUID>1</TRNUID><STMTRS><CURDEF>EUR</CURDEF>
      <BANKACCTFROM><BANKID>1</BANKID><ACCTID>DE89 3704 0044 0532 0130 00</ACCTID><ACCTTYPE>SAVINGS</ACCTTYPE></BANKACCTFROM>
      <BANKTRANLIST><DTSTART>20260201</DTSTART><DTEND>20260228</DTEND>
        <STMTTRN><TRNTYPE>CREDIT</TRNTYPE><DTPOSTED>20260210</DTPOSTED><TRNAMT>100.00</TRNAMT><FITID>S1</FITID><NAME>Transfer</NAME><MEMO></MEMO></STMTTRN>
      </BANKTRANLIST>
      <LEDGERBAL><BALAMT>900.00</BALAMT><DTASOF>20260228</DTASOF></LEDGERBAL>
    </STMTRS></STMTTRNRS>
  </BANKMSGSRSV1>
  <CREDITCARDMSGSRSV1>
    <CCSTMTTRNRS><TRNUID>2</TRNUID><CCSTMTRS><CURDEF>EUR</CURDEF>
      <CCACCTFROM><ACCTID>4111111111111111</ACCTID></CCACCTFROM>
      <BANKTRANLIST><DTSTART>20260115</DTSTART><DTEND>20260214</DTEND>
        <STMTTRN><TRNTYPE>DEBIT</TRNTYPE><DTPOSTED>20260120</DTPOSTED><TRNAMT>-35.50</TRNAMT><FITID>C1</FITID><NAME>Books &amp; More</NAME></STMTTRN>
        <STMTTRN><TRNTYPE>CREDIT</TRNTYPE><DTPOSTED>20260118</DTPOSTED><TRNAMT>200.00</TRNAMT><FITID>C2</FITID><NAME>Payment</NAME></STMTTRN>
      </BANKTRANLIST>
    </CCSTMTRS></CCSTMTTRNRS>
  </CREDITCARDMSGSRSV1>
</OFX>`;
    const s = parseOfxStatement(xml);
    expect(s.currency).toBe('EUR');
    expect(s.accounts.map((a) => [a.name, a.mask, a.periodStart, a.periodEnd])).toEqual([
      ['Savings', '3000', '2026-02-01', '2026-02-28'],
      ['Credit card', '1111', '2026-01-15', '2026-02-14'],
    ]);
    expect([s.periodStart, s.periodEnd]).toEqual(['2026-01-15', '2026-02-28']);
    expect(rows(s, 0)).toEqual([['2026-02-10', 'Transfer', 10000, 'S1']]);
    expect(rows(s, 1)).toEqual([
      ['2026-01-18', 'Payment', 20000, 'C2'],
      ['2026-01-20', 'Books & More', -3550, 'C1'],
    ]);
    // No LEDGERBAL on the card: nothing to check against.
    expect(s.accounts[1].reconciliation.closingBalanceCents).toBeNull();
    expect(s.accounts.map((a) => a.reconciliation.status)).toEqual(['UNVERIFIABLE', 'UNVERIFIABLE']);
    // 900.00 - 100.00
    expect(s.warnings.join('\n')).toMatch(/ending 3000 800\.00/);
  });

  it('drops repeated FITIDs within an account, keeping the first, and warns with the count', () => {
    const s = parseOfxStatement(
      bankSgml(
        trn('DEBIT', '20260105', '-10.00', 'D1', 'FIRST', null) +
          trn('DEBIT', '20260105', '-10.00', 'D1', 'REPEAT', null) +
          trn('DEBIT', '20260106', '-5.00', 'D2', 'OTHER', null) +
          trn('DEBIT', '20260105', '-10.00', 'D1', 'REPEAT AGAIN', null),
      ),
    );
    expect(rows(s)).toEqual([
      ['2026-01-05', 'FIRST', -1000, 'D1'],
      ['2026-01-06', 'OTHER', -500, 'D2'],
    ]);
    expect(s.warnings).toContain('Account ending 6789: 2 transaction(s) repeat an FITID already listed and were dropped.');
  });

  it('reports statements in several currencies', () => {
    const one = bankSgml(trn('DEBIT', '20260105', '-1.00', 'X', 'A', null));
    const two = one.replace('<CURDEF>USD', '<CURDEF>CAD');
    const both = one.replace('</BANKMSGSRSV1>', two.slice(two.indexOf('<STMTTRNRS>'), two.indexOf('</BANKMSGSRSV1>')) + '</BANKMSGSRSV1>');
    const s = parseOfxStatement(both);
    expect(s.accounts).toHaveLength(2);
    expect(s.currency).toBe('USD');
    expect(s.warnings.join('\n')).toMatch(/several currencies \(USD, CAD\)/);
  });

  it.each([
    ['a CSV file', 'Date,Description,Amount\n2026-01-01,Coffee,-3.00\n', /not OFX/],
    ['an OFX header without markup', 'OFXHEADER:100\nDATA:OFXSGML\n', /no <OFX> element/],
    ['sign-on only', `${SGML_HEADER}<OFX><SIGNONMSGSRSV1><SONRS><STATUS><CODE>0</STATUS></SONRS></SIGNONMSGSRSV1></OFX>`, /no bank or credit card statement/],
    ['an investment statement', `${SGML_HEADER}<OFX><INVSTMTMSGSRSV1><INVSTMTTRNRS><INVSTMTRS><CURDEF>USD</INVSTMTRS></INVSTMTTRNRS></INVSTMTMSGSRSV1></OFX>`, /investment statement/],
    ['a malformed amount', bankSgml(trn('DEBIT', '20260105', '12.3.4', 'M1', 'X', null)), /transaction FITID M1 has a malformed amount "12\.3\.4"/],
    ['an amount with thousands separators', bankSgml(trn('DEBIT', '20260105', '1,234.00', 'M2', 'X', null)), /malformed amount/],
    ['a missing amount', bankSgml('<STMTTRN><TRNTYPE>DEBIT<DTPOSTED>20260105<FITID>M3</STMTTRN>'), /FITID M3 has no amount/],
    ['a malformed date', bankSgml(trn('DEBIT', '2026-1-5', '-1.00', 'M4', 'X', null)), /malformed date "2026-1-5"/],
    ['a malformed ledger balance', bankSgml('').replace('<BALAMT>1500.00', '<BALAMT>n/a'), /ledger balance "n\/a"/],
  ])('throws StatementParseError for %s', (_name, text, message) => {
    expect(() => parseOfxStatement(text)).toThrow(StatementParseError);
    expect(() => parseOfxStatement(text)).toThrow(message);
  });
});

describe('ofxAmount and ofxDate', () => {
  it.each<[string, number | null]>([
    ['-6.88', -688],
    ['+202.08', 20208],
    ['19.9', 1990],
    ['-1200', -120000],
    ['-20,25', -2025],
    ['.5', 50],
    ['1,234.00', null],
    ['12.3.4', null],
    ['', null],
  ])('amount %s -> %s', (raw, cents) => expect(ofxAmount(raw)).toBe(cents));

  it.each<[string, string | null]>([
    ['20120928', '2012-09-28'],
    ['20260323120000[-5]', '2026-03-23'],
    ['20260131235959.000[-5:EST]', '2026-01-31'],
    ['20260101000000[+14:LINT]', '2026-01-01'],
    ['20261301', null],
    ['2026-01-05', null],
  ])('date %s -> %s', (raw, iso) => expect(ofxDate(raw)).toBe(iso));
});
