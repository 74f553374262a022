import { describe, expect, it } from 'vitest';
import { fitsOneSegment, gsmFriendly, gsmLength, isGsm, linkMessage } from './sms-text.ts';

const SHORT_URL = 'https://verify.example.com/s/AbCdEfGhIjK';

describe('the link text', () => {
  it('names the lender, says what to do, carries the link and how to opt out, in one segment', () => {
    const text = linkMessage('Acme Lending', SHORT_URL);
    expect(text).toBe(`Acme Lending: verify your income for your application here: ${SHORT_URL} Reply STOP to opt out.`);
    expect(isGsm(text)).toBe(true);
    expect(gsmLength(text)).toBe(text.length);
    expect(text.length).toBeLessThanOrEqual(160);
  });

  it('takes the shorter wording when the longer one does not fit', () => {
    const name = 'Northwestern Regional Credit Union'; // 34 characters
    const text = linkMessage(name, `https://verify.example.com/s/AbCdEfGhIjK?x=${'y'.repeat(20)}`);
    expect(text.startsWith(`${name}: verify your income here: `)).toBe(true);
    expect(fitsOneSegment(text)).toBe(true);
  });

  it("cuts a very long lender name to fit, never below 20 characters", () => {
    const name = 'The Very Long Name Of A Lending Institution Incorporated Of America';
    const text = linkMessage(name, SHORT_URL);
    expect(gsmLength(text)).toBeLessThanOrEqual(160);
    expect(gsmLength(text)).toBeGreaterThan(150);
    expect(text).toMatch(/^The Very Long Name Of A Lending[^:]*: verify your income here: https:\/\/verify\.example\.com\/s\/AbCdEfGhIjK Reply STOP to opt out\.$/);

    const longLink = `https://verify.example.com/link/${'t'.repeat(120)}`;
    const overflowing = linkMessage(name, longLink);
    expect(overflowing).toBe(`The Very Long Name O: verify your income here: ${longLink} Reply STOP to opt out.`);
  });

  it('keeps the lender name in the GSM alphabet where it can', () => {
    expect(gsmFriendly('Crédit  Agricole’s “Fast” Loans – Łódź')).toBe('Crédit Agricole\'s "Fast" Loans - Łodz');
    expect(isGsm(gsmFriendly('Zürich Kreditbank'))).toBe(true);
    expect(isGsm(gsmFriendly('Bankå Ćorp'))).toBe(true);
    expect(linkMessage('   ', SHORT_URL).startsWith('Your lender: ')).toBe(true);
  });

  it('counts GSM extension characters twice and other alphabets against 70', () => {
    expect(gsmLength('[a]€')).toBe(7);
    expect(fitsOneSegment('€'.repeat(80))).toBe(true);
    expect(fitsOneSegment('€'.repeat(81))).toBe(false);
    expect(isGsm('银行')).toBe(false);
    expect(fitsOneSegment('银'.repeat(70))).toBe(true);
    expect(fitsOneSegment('银'.repeat(71))).toBe(false);
  });
});
