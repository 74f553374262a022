import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { configSchema } from '../src/config/config.ts';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const README_MAX_BYTES = 12 * 1024;

function markdownFiles(): string[] {
  const out = ['README.md', 'CHANGELOG.md'];
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(path.join(ROOT, dir), { withFileTypes: true })) {
      const rel = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(rel);
      else if (entry.name.endsWith('.md')) out.push(rel);
    }
  };
  walk('docs');
  return out;
}

const read = (rel: string) => fs.readFileSync(path.join(ROOT, rel), 'utf8');

/** The text outside fenced code blocks: links and headings there are prose, not examples. */
function prose(markdown: string): string {
  return markdown.replace(/^(```|~~~)[^\n]*\n[\s\S]*?^\1[^\n]*$/gm, '');
}

/** GitHub's heading anchors: lower case, punctuation dropped, spaces to hyphens, repeats numbered. */
export function headingSlugs(markdown: string): Set<string> {
  const seen = new Map<string, number>();
  const slugs = new Set<string>();
  for (const line of prose(markdown).split('\n')) {
    const m = /^#{1,6}\s+(.*?)\s*#*\s*$/.exec(line);
    if (!m) continue;
    const text = m[1]!.replace(/\[([^\]]*)\]\([^)]*\)/g, '$1');
    const base = text
      .toLowerCase()
      .replace(/[^\p{L}\p{N}\s_-]/gu, '')
      .replace(/\s/g, '-');
    const n = seen.get(base) ?? 0;
    seen.set(base, n + 1);
    slugs.add(n === 0 ? base : `${base}-${n}`);
  }
  return slugs;
}

/** Inline Markdown links `[text](target)` outside code blocks and code spans. */
function links(markdown: string): string[] {
  const text = prose(markdown).replace(/`[^`\n]*`/g, '');
  return [...text.matchAll(/\]\(\s*<?([^)\s>]+)>?(?:\s+"[^"]*")?\s*\)/g)].map((m) => m[1]!);
}

const files = markdownFiles();

describe('documentation', () => {
  it('has a README of at most 12 KB that links every page of docs/', () => {
    const size = fs.statSync(path.join(ROOT, 'README.md')).size;
    expect(size, `README.md is ${size} bytes`).toBeLessThanOrEqual(README_MAX_BYTES);
    const readmeTargets = new Set(links(read('README.md')).map((l) => path.normalize(l.split('#')[0]!)));
    const pages = files.filter((f) => f.startsWith(`docs${path.sep}`));
    expect(pages.length).toBeGreaterThanOrEqual(10);
    for (const page of pages) expect(readmeTargets.has(page) || page === path.join('docs', 'README.md') ? page : `${page} not linked`).toBe(page);
    expect(readmeTargets.has(path.join('docs', 'README.md'))).toBe(true);
  });

  it.each(files)('%s: every relative link resolves inside the repository, anchors to headings', (file) => {
    const problems: string[] = [];
    const found = links(read(file));
    for (const link of found) {
      if (/^[a-z][a-z0-9+.-]*:/i.test(link)) continue; // https:, mailto:
      const [target, anchor] = link.split('#') as [string, string | undefined];
      const resolved = target === '' ? path.join(ROOT, file) : path.resolve(path.dirname(path.join(ROOT, file)), decodeURIComponent(target));
      if (resolved !== ROOT && !resolved.startsWith(ROOT + path.sep)) {
        problems.push(`${link}: outside the repository`);
        continue;
      }
      if (!fs.existsSync(resolved)) {
        problems.push(`${link}: no such file`);
        continue;
      }
      if (anchor !== undefined) {
        if (!resolved.endsWith('.md')) problems.push(`${link}: anchor into a file that is not Markdown`);
        else if (!headingSlugs(fs.readFileSync(resolved, 'utf8')).has(anchor)) problems.push(`${link}: no heading #${anchor}`);
      }
    }
    expect(problems).toEqual([]);
  });

  it.each(files)('%s names nothing outside the repository', (file) => {
    const text = read(file);
    for (const outside of ['shared/spec', 'shared/design', '../shared', 'case-api-spec', 'contracts.md', 'contracts section']) {
      expect(text.includes(outside), `${file} mentions ${outside}`).toBe(false);
    }
  });

  it('documents every setting in docs/operations.md', () => {
    const operations = read('docs/operations.md');
    const missing = Object.keys(configSchema.shape).filter((key) => !operations.includes(`\`${key}\``));
    expect(missing).toEqual([]);
  });

  it('documents every npm script of the benchmarks and accuracy reports', () => {
    const scripts = Object.keys((JSON.parse(read('package.json')) as { scripts: Record<string, string> }).scripts);
    const bench = read('docs/benchmarks.md');
    const accuracy = read('docs/accuracy.md');
    for (const s of scripts.filter((n) => n.startsWith('bench:'))) expect(bench, s).toContain(`npm run ${s}`);
    for (const s of scripts.filter((n) => n.startsWith('eval:'))) expect(accuracy, s).toContain(`npm run ${s}`);
  });

  it('documents every admin command in docs/operations.md', () => {
    const usage = /const USAGE = `([\s\S]*?)`;/.exec(read('src/cli/main.ts'))![1]!;
    const commands = [...usage.matchAll(/^ {2}([a-z]+(?: [a-z-]+)?)(?= |$)/gm)].map((m) => m[1]!.replace(/ (--|\[).*/, ''));
    expect(commands.length).toBeGreaterThanOrEqual(10);
    const operations = read('docs/operations.md');
    for (const c of commands) expect(operations, c).toContain(`underwrite ${c}`);
  });

  it('computes GitHub heading anchors', () => {
    expect([...headingSlugs('# A, b: `c_d`\n## A, b: `c_d`\n```\n# not a heading\n```\n### Report PDF and its check')]).toEqual([
      'a-b-c_d',
      'a-b-c_d-1',
      'report-pdf-and-its-check',
    ]);
  });
});
