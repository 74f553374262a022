import { validationError } from '../shared/errors.ts';

export const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A list cursor: the (time, id) of the last row of a page, opaque to clients. */
export function encodeCursor(at: Date, id: string): string {
  return Buffer.from(JSON.stringify([at.toISOString(), id])).toString('base64url');
}

export function decodeCursor(cursor: string): { at: Date; id: string } {
  try {
    const [iso, id] = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')) as [string, string];
    const at = new Date(iso);
    if (Number.isNaN(at.getTime()) || typeof id !== 'string' || !UUID.test(id)) throw new Error('bad cursor');
    return { at, id };
  } catch {
    throw validationError([{ field: 'cursor', error: 'is not a cursor returned by this list' }], 'Invalid query parameters');
  }
}
