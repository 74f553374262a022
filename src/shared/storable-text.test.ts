import { describe, expect, it } from 'vitest';
import { storableCopy, unstorableIn, unstorableText } from './storable-text.ts';

describe('unstorableIn', () => {
  it.each([
    ['plain text', 'Ada Lovelace', undefined],
    ['an emoji (a surrogate pair)', 'pay 💸 day', undefined],
    ['other control characters', 'tab\there\u0001', undefined],
    ['a NUL', 'a\u0000b', 'a NUL character (U+0000)'],
    ['a lone high surrogate', 'a\ud800b', 'an unpaired UTF-16 surrogate'],
    ['a lone low surrogate', '\udc00', 'an unpaired UTF-16 surrogate'],
    ['a high surrogate at the end', 'abc\ud83d', 'an unpaired UTF-16 surrogate'],
    ['two low surrogates', '\udc00\udc00', 'an unpaired UTF-16 surrogate'],
  ])('%s', (_, text, expected) => {
    expect(unstorableIn(text)).toBe(expected);
  });
});

describe('unstorableText', () => {
  it('names every bad string and key by its dotted path, in document order', () => {
    const body = JSON.parse('{"first_name":"A\\u0000da","address":{"line1":"ok","city":"\\ud800"},"module_data":{"pay\\u0000stub":{"products":["DOC_FRAUD","\\u0000"]}},"n":1,"b":true,"z":null}');
    expect(unstorableText(body).map((e) => e.field)).toEqual(['first_name', 'address.city', 'module_data.pay\u0000stub', 'module_data.pay\u0000stub.products.1']);
    expect(unstorableText(body)[2].error).toMatch(/^is a key that contains a NUL character/);
    expect(unstorableText(body)[0].error).toMatch(/^must not contain a NUL character/);
  });

  it('names the value itself when it is a bad string, and finds nothing in storable values', () => {
    expect(unstorableText('\u0000', 'body')).toEqual([{ field: 'body', error: expect.stringMatching(/NUL/) }]);
    expect(unstorableText({ a: ['x', { b: 'y' }], c: 2 })).toEqual([]);
    expect(unstorableText(undefined)).toEqual([]);
  });

  it('walks a nesting far deeper than the call stack allows', () => {
    const depth = 200_000;
    const json = '['.repeat(depth) + '"\\u0000"' + ']'.repeat(depth);
    const errors = unstorableText(JSON.parse(json));
    expect(errors).toHaveLength(1);
    expect(errors[0].field).toBe(Array(depth).fill('0').join('.'));
  });

  it('reports a bounded number of places', () => {
    const errors = unstorableText(Array.from({ length: 10_000 }, () => '\u0000'));
    expect(errors.length).toBeGreaterThan(0);
    expect(errors.length).toBeLessThanOrEqual(100);
    expect(errors[0].field).toBe('0');
  });

  it('reads records without Object.prototype and leaves bytes alone', () => {
    const params = Object.create(Object.create(null)) as Record<string, unknown>;
    params.case_id = 'a\u0000';
    expect(unstorableText(params, 'params')).toEqual([{ field: 'case_id', error: expect.any(String) }]);
    expect(unstorableText(Buffer.from([0, 0xd8, 0]))).toEqual([]);
  });
});

describe('storableCopy', () => {
  it('replaces each unstorable character of strings and keys with U+FFFD, keeping everything else', () => {
    const parsed = { accounts: [{ name: 'Chk\u0000', transactions: [{ description: 'BAD\u0000ROW \ud800 💸', amount: -1, date: '2026-01-28' }] }], 'k\u0000': null, n: 2 };
    expect(storableCopy(parsed)).toEqual({ accounts: [{ name: 'Chk\ufffd', transactions: [{ description: 'BAD\ufffdROW \ufffd 💸', amount: -1, date: '2026-01-28' }] }], 'k\ufffd': null, n: 2 });
    expect(parsed.accounts[0].name).toBe('Chk\u0000');
    expect(unstorableText(storableCopy(parsed))).toEqual([]);
  });

  it('keeps a "__proto__" key a key', () => {
    const copy = storableCopy(JSON.parse('{"__proto__":{"a":"\\u0000"}}'));
    expect(Object.keys(copy)).toEqual(['__proto__']);
    expect(Object.getPrototypeOf(copy)).toBe(Object.prototype);
    expect(Object.getOwnPropertyDescriptor(copy, '__proto__')?.value).toEqual({ a: '\ufffd' });
  });

  it('gives back the value itself when all of it can be stored', () => {
    const parsed = { a: ['x', { b: 'y' }] };
    expect(storableCopy(parsed)).toBe(parsed);
    expect(storableCopy('\u0000')).toBe('\ufffd');
  });

  it('copies a nesting far deeper than the call stack allows', () => {
    const depth = 100_000;
    const copy = storableCopy(JSON.parse('['.repeat(depth) + '"\\u0000"' + ']'.repeat(depth)));
    let at: unknown = copy;
    for (let i = 0; i < depth; i++) at = (at as unknown[])[0];
    expect(at).toBe('\ufffd');
  });
});
