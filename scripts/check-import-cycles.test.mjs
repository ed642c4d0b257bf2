import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { checkImportCycles, DEFAULT_DIRS, findImportCycles, importsOf, resolveImport } from './check-import-cycles.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const script = path.join(root, 'scripts/check-import-cycles.mjs');

describe('findImportCycles', () => {
  const graph = (edges) => new Map(Object.entries(edges));

  it('finds a two-file cycle, with the way round', () => {
    expect(findImportCycles(graph({ a: ['b'], b: ['a'], c: ['a'] }))).toEqual([
      { files: ['a', 'b'], cycle: ['a', 'b', 'a'] },
    ]);
  });

  it('finds a longer cycle and a file importing itself', () => {
    expect(findImportCycles(graph({ a: ['b'], b: ['c'], c: ['a'], d: ['d'] }))).toEqual([
      { files: ['a', 'b', 'c'], cycle: ['a', 'b', 'c', 'a'] },
      { files: ['d'], cycle: ['d', 'd'] },
    ]);
  });

  it('gives the shortest way round in a tangle, and one entry per tangle', () => {
    const cycles = findImportCycles(graph({ a: ['b', 'c'], b: ['c'], c: ['a'], x: ['y'], y: ['x'] }));
    expect(cycles).toEqual([
      { files: ['a', 'b', 'c'], cycle: ['a', 'c', 'a'] },
      { files: ['x', 'y'], cycle: ['x', 'y', 'x'] },
    ]);
  });

  it('finds nothing in a graph that runs one way', () => {
    expect(findImportCycles(graph({ a: ['b', 'c'], b: ['c'], c: [], d: ['a', 'outside'] }))).toEqual([]);
  });
});

describe('importsOf and resolveImport (real files)', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'import-cycles-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  const write = (file, text) => {
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    writeFileSync(path.join(dir, file), text);
    return path.join(dir, file);
  };

  it('resolves extensions, `.js` written for `.ts`, and a folder index', () => {
    const from = write('src/a.ts', '');
    const b = write('src/b.tsx', '');
    const c = write('src/c.ts', '');
    const index = write('src/lib/index.ts', '');
    expect(resolveImport(from, './b')).toBe(b);
    expect(resolveImport(from, './c.js')).toBe(c);
    expect(resolveImport(from, './lib')).toBe(index);
    expect(resolveImport(from, './missing')).toBeNull();
    expect(resolveImport(from, '@bloom/core')).toBeNull();
    expect(resolveImport(from, './styles.css')).toBeNull();
  });

  it('counts type-only imports, re-exports and dynamic imports, not comments', () => {
    const a = write('src/a.ts', '');
    const b = write('src/b.tsx', '');
    const c = write('src/c.ts', '');
    const d = write('src/d.ts', '');
    write('src/e.ts', '');
    const source = [
      "import type { B } from './b';",
      "export { C } from './c';",
      "const D = () => import('./d');",
      "// import { E } from './e';",
      "import { z } from 'zod';",
    ].join('\n');
    expect(importsOf(a, source)).toEqual([b, c, d]);
  });
});

describe('check-import-cycles (the command npm run check runs)', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'import-cycles-cli-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  const write = (file, text) => {
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    writeFileSync(path.join(dir, file), text);
  };
  const run = () => spawnSync(process.execPath, [script, dir], { encoding: 'utf8', cwd: dir });

  it('passes on the server, the web and core', () => {
    expect(checkImportCycles(DEFAULT_DIRS.map((d) => path.join(root, d)))).toEqual([]);
  });

  it('exits 0 on a tree that runs one way, 1 naming the files once two import each other', () => {
    write('context.ts', "import type { Db } from './db';\nexport type Ctx = { db: Db };\n");
    write('db.ts', 'export type Db = object;\n');
    write('session.ts', "import type { Ctx } from './context';\nexport const s = (c: Ctx) => c;\n");
    const clean = run();
    expect(clean.status).toBe(0);
    expect(clean.stdout).toContain('Import cycles: none.');

    write(
      'context.ts',
      "import type { Db } from './db';\nimport type { s } from './session';\nexport type Ctx = { db: Db };\n",
    );
    const broken = run();
    expect(broken.status).toBe(1);
    expect(broken.stderr).toContain('context.ts → session.ts → context.ts');
    expect(broken.stderr).toContain('1 import cycle(s).');
  }, 30_000);
});
