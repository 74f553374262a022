import { describe, expect, it } from 'vitest';
import { unstorableTextOf } from './storable-text.ts';

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
