// A tolerant reader for OFX markup, 1.x SGML and 2.x XML alike. SGML leaves are never closed
// (`<TRNAMT>-6.88<FITID>...`), aggregates are; XML closes everything. The rules that read both,
// with no list of element names:
// - an element whose open tag is followed directly by text is a leaf and ends at the next tag,
//   whether or not a matching close tag follows;
// - a close tag ends the innermost open element of its name and every element opened inside it;
// - an element without text that is ended that way (never closed itself) was an empty leaf, not an
//   aggregate, so what was read as its children moves up to its parent (`<NAME><MEMO>x</STMTTRN>`).

export interface OfxElement {
  /** Tag name, upper case (`STMTTRN`, `INTU.BID`). */
  name: string;
  /** Text of a leaf, entities decoded and trimmed; null for an aggregate. */
  text: string | null;
  children: OfxElement[];
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0' };

export function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, body: string) => {
    if (body[0] === '#') {
      const code = body[1] === 'x' || body[1] === 'X' ? parseInt(body.slice(2), 16) : parseInt(body.slice(1), 10);
      return Number.isFinite(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
    }
    return ENTITIES[body.toLowerCase()] ?? whole;
  });
}

/**
 * The root elements of OFX markup (normally one, `OFX`). Headers, processing instructions,
 * comments and CDATA wrappers are skipped; stray close tags are ignored.
 */
export function parseOfxMarkup(markup: string): OfxElement[] {
  const roots: OfxElement[] = [];
  const stack: OfxElement[] = [];
  const top = () => stack[stack.length - 1];
  const add = (el: OfxElement) => {
    if (stack.length) top().children.push(el);
    else roots.push(el);
  };
  /** An open element with text ends when the next tag starts. */
  const closeOpenLeaf = () => {
    if (top()?.text != null) stack.pop();
  };
  /** Ends the open elements above stack[depth]; those without text were empty leaves. */
  const closeTo = (depth: number) => {
    for (let k = stack.length - 1; k > depth; k--) {
      const el = stack[k];
      if (el.text !== null || el.children.length === 0) continue;
      const siblings = stack[k - 1].children;
      siblings.splice(siblings.indexOf(el) + 1, 0, ...el.children);
      el.children = [];
    }
    stack.length = depth;
  };

  let i = 0;
  while (i < markup.length) {
    const lt = markup.indexOf('<', i);
    const textEnd = lt < 0 ? markup.length : lt;
    if (textEnd > i) {
      const raw = markup.slice(i, textEnd);
      const t = top();
      if (t && t.text === null && t.children.length === 0 && raw.trim() !== '') t.text = decodeEntities(raw.trim());
      else if (t && t.text !== null && raw.trim() !== '') t.text += decodeEntities(raw.replace(/\s+$/, ''));
    }
    if (lt < 0) break;
    if (markup.startsWith('<!--', lt)) {
      const end = markup.indexOf('-->', lt + 4);
      i = end < 0 ? markup.length : end + 3;
      continue;
    }
    if (markup.startsWith('<![CDATA[', lt)) {
      const end = markup.indexOf(']]>', lt + 9);
      const data = markup.slice(lt + 9, end < 0 ? markup.length : end);
      const t = top();
      if (t && t.children.length === 0) t.text = (t.text ?? '') + data.trim();
      i = end < 0 ? markup.length : end + 3;
      continue;
    }
    const gt = markup.indexOf('>', lt + 1);
    if (gt < 0) break;
    const tag = markup.slice(lt + 1, gt).trim();
    i = gt + 1;
    if (tag.startsWith('?') || tag.startsWith('!')) continue;
    if (tag.startsWith('/')) {
      const name = tag.slice(1).trim().toUpperCase();
      const at = stack.map((e) => e.name).lastIndexOf(name);
      if (at >= 0) closeTo(at);
      else closeOpenLeaf();
      continue;
    }
    const selfClosing = tag.endsWith('/');
    const name = (selfClosing ? tag.slice(0, -1) : tag).trim().split(/\s+/)[0].toUpperCase();
    if (name === '') continue;
    closeOpenLeaf();
    const el: OfxElement = { name, text: null, children: [] };
    add(el);
    if (!selfClosing) stack.push(el);
  }
  return roots;
}

/** The first element of that name at any depth below `el` (not `el` itself), depth first. */
export function findFirst(el: OfxElement, name: string): OfxElement | null {
  for (const c of el.children) {
    if (c.name === name) return c;
    const found = findFirst(c, name);
    if (found) return found;
  }
  return null;
}

/** Every element of that name below `el`, in document order, not looking inside a match. */
export function findAll(el: OfxElement, name: string): OfxElement[] {
  const out: OfxElement[] = [];
  for (const c of el.children) {
    if (c.name === name) out.push(c);
    else out.push(...findAll(c, name));
  }
  return out;
}

/** Text of the first leaf of that name directly under `el`, or null. */
export function childText(el: OfxElement | null, name: string): string | null {
  if (!el) return null;
  const c = el.children.find((x) => x.name === name);
  return c?.text ?? null;
}
