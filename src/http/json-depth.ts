import { type AppError, validationError } from '../shared/errors.ts';

/** Arrays and objects nested deeper than this are refused; no request of this API needs more than ten. */
export const JSON_MAX_DEPTH = 64;

/** The deepest nesting of arrays and objects in JSON text, read byte by byte (no recursion, so no stack to exhaust). */
export function jsonDepth(raw: Uint8Array, stopAbove = Infinity): number {
  let depth = 0;
  let deepest = 0;
  let inString = false;
  for (let i = 0; i < raw.length; i++) {
    const c = raw[i];
    if (inString) {
      if (c === 0x5c) i++; // backslash: skip the escaped character
      else if (c === 0x22) inString = false;
    } else if (c === 0x22) inString = true;
    else if (c === 0x5b || c === 0x7b) {
      if (++depth > deepest) deepest = depth;
      if (deepest > stopAbove) return deepest;
    } else if (c === 0x5d || c === 0x7d) depth--;
  }
  return deepest;
}

/** The 400 for a JSON body nested deeper than JSON_MAX_DEPTH (checked before anything walks it), else null. */
export function jsonDepthError(raw: Uint8Array): AppError | null {
  if (jsonDepth(raw, JSON_MAX_DEPTH) <= JSON_MAX_DEPTH) return null;
  return validationError(
      [{ field: 'body', error: `nests arrays and objects more than ${JSON_MAX_DEPTH} levels deep` }],
    `JSON body nested too deeply: at most ${JSON_MAX_DEPTH} levels`,
  );
}
