import { describe, expect, it } from 'vitest';

// Taken before pdfjs is loaded: this file imports open-pdf.ts only inside the test.
const before = { push: Array.prototype.push, parse: JSON.parse, stringify: JSON.stringify, toString: Function.prototype.toString };

describe('loading pdfjs', () => {
  it('leaves the thread with its native push and JSON, and keeps what pdfjs only adds', async () => {
    const { pdfjs } = await import('./open-pdf.ts');
    expect(pdfjs.getDocument).toBeTypeOf('function');
    expect(Array.prototype.push).toBe(before.push);
    expect(JSON.parse).toBe(before.parse);
    expect(JSON.stringify).toBe(before.stringify);
    expect(Function.prototype.toString).toBe(before.toString);
    // Added by pdfjs's polyfills where Node 20 lacks them; pdfjs relies on these.
    expect(typeof (Promise as unknown as { withResolvers?: unknown }).withResolvers).toBe('function');
    const a: number[] = [];
    expect(a.push(1, 2)).toBe(2);
    expect(JSON.parse(JSON.stringify({ a: [1, 'x'] }))).toEqual({ a: [1, 'x'] });
  });
});
