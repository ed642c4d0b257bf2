// Comments point at the product's rules as docs/product.md#heading: every such pointer must
// name a heading that exists, and no comment cites a document outside the repository.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const files = execFileSync(
  'git',
  ['ls-files', '-co', '--exclude-standard', 'apps', 'packages', 'e2e', 'scripts', 'docs'],
  {
    cwd: root,
    encoding: 'utf8',
  },
)
  .split('\n')
  .filter((f) => /\.(ts|tsx|mjs|md)$/.test(f) && f !== 'scripts/product-doc-links.test.mjs');
const read = (f) => readFileSync(path.join(root, f), 'utf8');

/** GitHub's anchor for a heading: lower case, punctuation dropped, spaces to hyphens. */
const slug = (heading) =>
  heading
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s-]/gu, '')
    .replace(/\s/g, '-');

describe('pointers into docs/product.md', () => {
  const anchors = new Set([...read('docs/product.md').matchAll(/^#{1,6}\s+(.+)$/gm)].map((m) => slug(m[1] ?? '')));

  it('slugs headings the way GitHub does', () => {
    expect(slug('Plans and pricing')).toBe('plans-and-pricing');
    expect(slug('Built-in journeys')).toBe('built-in-journeys');
    expect(anchors.has('the-gate')).toBe(true);
  });

  it('name headings that exist', () => {
    const broken = files.flatMap((f) =>
      [...read(f).matchAll(/product\.md#([\w-]+)/g)]
        .map((m) => m[1])
        .filter((a) => !anchors.has(a))
        .map((a) => `${f}: #${a}`),
    );
    expect(broken).toEqual([]);
  });

  it('replace citations of documents outside the repository ("spec §N", "decision N")', () => {
    const cites = files
      .filter((f) => f.startsWith('apps/') || f.startsWith('packages/') || f.startsWith('e2e/'))
      .flatMap((f) =>
        read(f)
          .split('\n')
          .map((line, i) => ({ line, at: `${f}:${i + 1}` }))
          .filter(({ line }) => /§|\bdecisions? \d/i.test(line))
          .map(({ at }) => at),
      );
    expect(cites).toEqual([]);
  });
});
