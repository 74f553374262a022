import { describe, expect, it } from 'vitest';
import { canonicalJson } from './canonical-json.ts';

describe('canonicalJson', () => {
  it('sorts keys at every depth and keeps array order and values', () => {
    const v = JSON.parse('{"b": [3, {"y": null, "x": "é\\n"}], "a": {"d": true, "c": 1.5}, "e": []}');
    expect(canonicalJson(v)).toBe('{"a":{"c":1.5,"d":true},"b":[3,{"x":"é\\n","y":null}],"e":[]}');
    expect(canonicalJson({})).toBe('{}');
    expect(canonicalJson('s')).toBe('"s"');
  });

  it('writes what JSON.stringify writes when keys are already sorted', () => {
    const v = { a: [1, [2, [3]], { b: 'x', c: [{}] }], z: -0.25 };
    expect(canonicalJson(v)).toBe(JSON.stringify(v));
  });

  it('does not recurse: 400,000 nested arrays', () => {
    const deep = JSON.parse('['.repeat(400_000) + ']'.repeat(400_000));
    expect(canonicalJson(deep)).toHaveLength(800_000);
  });
});
