// No source file reaches itself through its imports: a cycle makes the load order decide what is
// initialised, and it ties together layers that should run one way.
// Resolves every relative import (static, type-only, re-exports, dynamic) of the server, the web
// and core with TypeScript's own pre-processor and fails on each cycle, two files or more.
// Run by `npm run check`; `node scripts/check-import-cycles.mjs [dir...]`.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import ts from 'typescript';
import { root } from './lib.mjs';

export const DEFAULT_DIRS = ['apps/server/src', 'apps/web/src', 'packages/core/src'];
const SOURCE = /\.(ts|tsx|mts|cts|js|jsx|mjs)$/;
const EXTENSIONS = ['.ts', '.tsx', '.mts', '.cts', '.js', '.jsx', '.mjs'];

const isFile = (p) => existsSync(p) && statSync(p).isFile();

/** The file a relative specifier lands on (extension optional, `.js` for `.ts`, a folder's index), or null. */
export function resolveImport(from, specifier) {
  if (!specifier.startsWith('.')) return null;
  const base = path.resolve(path.dirname(from), specifier);
  const stem = base.replace(/\.(m|c)?jsx?$/, '');
  const candidates = [
    base,
    ...EXTENSIONS.map((ext) => base + ext),
    ...(stem !== base ? EXTENSIONS.map((ext) => stem + ext) : []),
    ...EXTENSIONS.map((ext) => path.join(base, `index${ext}`)),
  ];
  return candidates.find((c) => SOURCE.test(c) && isFile(c)) ?? null;
}

/** The source files one file imports (type-only imports too; comments and strings do not count). */
export function importsOf(file, source) {
  const { importedFiles } = ts.preProcessFile(source, true, true);
  const targets = importedFiles.map((ref) => resolveImport(file, ref.fileName)).filter((t) => t !== null);
  return [...new Set(targets)];
}

function sourceFiles(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' || entry.name === 'dist' ? [] : sourceFiles(full);
    return SOURCE.test(entry.name) && !entry.name.endsWith('.d.ts') ? [full] : [];
  });
}

/** file → the files it imports, for every source file under the directories. */
export function importGraph(dirs) {
  const graph = new Map();
  for (const file of dirs.flatMap(sourceFiles)) graph.set(file, importsOf(file, readFileSync(file, 'utf8')));
  return graph;
}

/** The strongly connected components of more than one file, or of a file importing itself (Tarjan). */
function tangles(graph) {
  const index = new Map();
  const low = new Map();
  const stack = [];
  const onStack = new Set();
  const found = [];
  let next = 0;
  const visit = (v) => {
    index.set(v, next);
    low.set(v, next);
    next++;
    stack.push(v);
    onStack.add(v);
    for (const w of graph.get(v) ?? []) {
      if (!graph.has(w)) continue;
      if (!index.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v), low.get(w)));
      } else if (onStack.has(w)) low.set(v, Math.min(low.get(v), index.get(w)));
    }
    if (low.get(v) !== index.get(v)) return;
    const component = [];
    let w;
    do {
      w = stack.pop();
      onStack.delete(w);
      component.push(w);
    } while (w !== v);
    if (component.length > 1 || (graph.get(v) ?? []).includes(v)) found.push(component.sort());
  };
  for (const v of [...graph.keys()].sort()) if (!index.has(v)) visit(v);
  return found;
}

/** The shortest way from `start` back to itself inside `members` (breadth first). */
function shortestCycle(graph, start, members) {
  const previous = new Map();
  const queue = [start];
  while (queue.length > 0) {
    const v = queue.shift();
    for (const w of [...(graph.get(v) ?? [])].sort()) {
      if (!members.has(w)) continue;
      if (w === start) {
        const cycle = [v];
        while (cycle[0] !== start) cycle.unshift(previous.get(cycle[0]));
        return [...cycle, start];
      }
      if (!previous.has(w)) {
        previous.set(w, v);
        queue.push(w);
      }
    }
  }
  return [start, start];
}

/**
 * Every import cycle, one per tangle of files that reach each other: its files and the shortest
 * cycle through the first of them (`a → b → a`). Breaking that cycle may leave a smaller one.
 */
export function findImportCycles(graph) {
  return tangles(graph).map((files) => ({ files, cycle: shortestCycle(graph, files[0], new Set(files)) }));
}

export function checkImportCycles(dirs) {
  return findImportCycles(importGraph(dirs));
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const args = process.argv.slice(2);
  const dirs = (args.length > 0 ? args : DEFAULT_DIRS.map((d) => path.join(root, d))).map((d) => path.resolve(d));
  const cycles = checkImportCycles(dirs);
  const show = (file) => path.relative(process.cwd(), file);
  for (const { files, cycle } of cycles) {
    console.error(
      `${cycle.map(show).join(' → ')}${files.length > cycle.length - 1 ? `  (${files.length} files tangled)` : ''}`,
    );
  }
  if (cycles.length > 0) {
    console.error(
      `\n${cycles.length} import cycle(s). Move what both sides need into a third file, or make one side stop importing the other.`,
    );
    process.exit(1);
  }
  console.log('Import cycles: none.');
}
