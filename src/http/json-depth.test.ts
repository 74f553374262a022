import { describe, expect, it } from 'vitest';
import { JSON_MAX_DEPTH, jsonDepth, jsonDepthError } from './json-depth.ts';

const bytes = (s: string) => Buffer.from(s, 'utf8');

describe('jsonDepth', () => {
  it.each([
    ['1', 0],
    ['[]', 1],
    ['{"a": [1, {"b": []}]}', 4],
    ['["[[[[", "\\"[[["]', 1],
    ['{"k\\\\": [[]]}', 3],
  ])('%s is %i deep', (text, depth) => expect(jsonDepth(bytes(text))).toBe(depth));

  it(`refuses more than ${JSON_MAX_DEPTH} levels with a 400 naming the limit`, () => {
    expect(jsonDepthError(bytes('['.repeat(JSON_MAX_DEPTH) + ']'.repeat(JSON_MAX_DEPTH)))).toBeNull();
    const err = jsonDepthError(bytes('['.repeat(JSON_MAX_DEPTH + 1) + ']'.repeat(JSON_MAX_DEPTH + 1)));
    expect(err?.status).toBe(400);
    expect(err?.message).toContain(String(JSON_MAX_DEPTH));
    expect(err?.extra).toEqual({ errors: [{ field: 'body', error: `nests arrays and objects more than ${JSON_MAX_DEPTH} levels deep` }] });
  });
});
