/** A piece of output text on the work stack, as opposed to a value still to write. */
class Text {
  constructor(readonly s: string) {}
}

/**
 * Parsed JSON written back with object keys sorted, so that spacing and key order do not make two
 * bodies differ. Iterative: a deeply nested body cannot exhaust the stack.
 */
export function canonicalJson(root: unknown): string {
  const out: string[] = [];
  const work: unknown[] = [root];
  while (work.length > 0) {
    const item = work.pop();
    if (item instanceof Text) {
      out.push(item.s);
    } else if (Array.isArray(item)) {
      work.push(new Text(']'));
      for (let i = item.length - 1; i >= 0; i--) work.push(item[i], ...(i > 0 ? [new Text(',')] : []));
      work.push(new Text('['));
    } else if (item !== null && typeof item === 'object') {
      const keys = Object.keys(item).sort();
      work.push(new Text('}'));
      for (let i = keys.length - 1; i >= 0; i--) {
        work.push((item as Record<string, unknown>)[keys[i]], new Text(`${i > 0 ? ',' : ''}${JSON.stringify(keys[i])}:`));
      }
      work.push(new Text('{'));
    } else {
      out.push(JSON.stringify(item) ?? 'null');
    }
  }
  return out.join('');
}
