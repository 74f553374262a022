import { describe, expect, it } from 'vitest';
import { unstorableIn, unstorableText, unstorableTextOf } from './storable-text.ts';

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

describe('unstorableTextOf', () => {
  it('looks at path parameters, query, the text headers and the body', () => {
    const errors = unstorableTextOf({
      params: { case_id: '\u0000' },
      query: { cursor: '\u0000' },
      headers: { 'idempotency-key': 'k\u0000', 'service-api-version': '2025-09-30', authorization: 'x\u0000' },
      body: { first_name: '\ud800' },
    });
    expect(errors.map((e) => e.field)).toEqual(['case_id', 'cursor', 'Idempotency-Key', 'first_name']);
  });
});
