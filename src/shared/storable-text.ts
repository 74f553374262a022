import type { FieldError } from './errors.ts';

// PostgreSQL text and jsonb refuse U+0000, and a lone UTF-16 surrogate (JSON allows "\ud800")
// can be neither stored nor echoed exactly.

const UNPAIRED_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;
const UNSTORABLE_CHARS = new RegExp(`\\u0000|${UNPAIRED_SURROGATE.source}`, 'g');

/** Enough to name the places in any honest request, while a hostile body cannot make the answer large. */
const MAX_REPORTED = 100;
const MAX_REPORTED_CHARS = 64 * 1024;

/** What in `text` cannot be stored, or undefined when all of it can. */
export function unstorableIn(text: string): string | undefined {
  if (text.includes('\u0000')) return 'a NUL character (U+0000)';
  if (UNPAIRED_SURROGATE.test(text)) return 'an unpaired UTF-16 surrogate';
  return undefined;
}

/** The error for a text field holding `what` (from unstorableIn). */
export const unstorableFieldError = (field: string, what: string): FieldError => ({ field, error: `must not contain ${what}, which cannot be stored` });

interface Node {
  value: unknown;
  key: string;
  parent: Node | null;
}

/** Arrays and plain records (the query and path parameters' records have a prototype without a constructor); not Buffers. */
function isContainer(value: unknown): value is Record<string, unknown> | unknown[] {
  if (Array.isArray(value)) return true;
  if (value === null || typeof value !== 'object') return false;
  const made = (Object.getPrototypeOf(value) as { constructor?: unknown } | null)?.constructor;
  return made === undefined || made === Object;
}

function pathOf(node: Node, root: string): string {
  const keys: string[] = [];
  for (let n: Node | null = node; n?.parent; n = n.parent) keys.push(n.key);
  return keys.length === 0 ? root : keys.reverse().join('.');
}

/**
 * Every string and object key in a parsed value (JSON body, query, path parameters) that cannot
 * be stored, as `{field, error}` with the dotted path (`address.line1`, `products.0`) in document
 * order; `root` names the value itself. Iterative, so a deeply nested body cannot exhaust the stack.
 */
export function unstorableText(value: unknown, root = 'body'): FieldError[] {
  const errors: FieldError[] = [];
  let reportedChars = 0;
  const report = (node: Node, error: (field: string) => FieldError) => {
    const field = pathOf(node, root);
    reportedChars += field.length;
    errors.push(error(field));
  };
  const pending: Node[] = [{ value, key: '', parent: null }];
  while (pending.length > 0 && errors.length < MAX_REPORTED && reportedChars < MAX_REPORTED_CHARS) {
    const node = pending.pop()!;
    const badKey = node.parent ? unstorableIn(node.key) : undefined;
    if (badKey) report(node, (field) => ({ field, error: `is a key that contains ${badKey}, which cannot be stored` }));
    if (typeof node.value === 'string') {
      const what = unstorableIn(node.value);
      if (what) report(node, (field) => unstorableFieldError(field, what));
    } else if (isContainer(node.value)) {
      const keys = Object.keys(node.value);
      for (let i = keys.length - 1; i >= 0; i--) {
        pending.push({ value: (node.value as Record<string, unknown>)[keys[i]], key: keys[i], parent: node });
      }
    }
  }
  return errors;
}

/**
 * `value` with every unstorable character of its strings and keys replaced by U+FFFD, for text
 * read from files (a statement's descriptions), which is kept rather than refused. `value` itself
 * when there is nothing to replace. Iterative, like unstorableText.
 */
export function storableCopy<T>(value: T): T {
  if (unstorableText(value).length === 0) return value;
  const fix = (text: string) => text.replace(UNSTORABLE_CHARS, '\ufffd');
  const copyOf = (v: unknown): unknown => (typeof v === 'string' ? fix(v) : Array.isArray(v) ? [] : isContainer(v) ? {} : v);
  const root = copyOf(value);
  const pending: [unknown, Record<string, unknown>][] = [[value, root as Record<string, unknown>]];
  while (pending.length > 0) {
    const [source, target] = pending.pop()!;
    if (!isContainer(source)) continue;
    for (const key of Object.keys(source)) {
      const child = (source as Record<string, unknown>)[key];
      const copy = copyOf(child);
      // defineProperty, so that a "__proto__" key read from JSON stays a key.
      Object.defineProperty(target, Array.isArray(source) ? key : fix(key), { value: copy, enumerable: true, writable: true, configurable: true });
      if (isContainer(child)) pending.push([child, copy as Record<string, unknown>]);
    }
  }
  return root as T;
}
