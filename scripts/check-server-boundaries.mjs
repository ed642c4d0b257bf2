// The server's layers (docs/ARCHITECTURE.md), checked rather than stated:
// - apps/server/src/modules/<area> is one area of the product; platform/ (HTTP, storage, mail,
//   providers, database, jobs) and kernel/ (errors, owner context, rate limits, events) are the
//   floors every area stands on, and they never import an area or the composition root
//   (app.ts, workers.ts, housekeeping.ts, index.ts);
// - an area reaches another only through that area's index.ts;
// - SQL (Kysely's query builders or the sql tag) is written in an area's own files other than its
//   routes, or in platform/db: never in route files, kernel/ or the rest of platform/.
// Run by `npm run check`; `node scripts/check-server-boundaries.mjs [srcDir]`.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import ts from 'typescript';
import { root } from './lib.mjs';

const SOURCE = /\.(ts|mts|cts)$/;
const FLOORS = new Set(['platform', 'kernel']);

/** The composition root: it wires every area together, so nothing below it may import it. */
const ROOT = new Set(['app.ts', 'index.ts', 'workers.ts', 'migrate.ts', 'migrate-cli.ts']);

/** Where a path sits under srcDir: { layer: 'modules'|'platform'|'kernel'|'root'|'config', area, rest }. */
export function placeOf(srcDir, target) {
  const rel = path.relative(srcDir, target);
  if (!rel || rel.startsWith('..') || path.isAbsolute(rel)) return null;
  const parts = rel.split(path.sep);
  if (parts[0] === 'modules') return { layer: 'modules', area: parts[1] ?? '', rest: parts.slice(2).join('/') };
  if (FLOORS.has(parts[0])) return { layer: parts[0], area: parts[1] ?? '', rest: parts.slice(2).join('/') };
  // config.ts only parses the environment: every layer may read its types.
  if (!ROOT.has(rel) && !ROOT.has(`${rel}.ts`)) return { layer: 'config', area: '', rest: rel };
  return { layer: 'root', area: '', rest: rel };
}

const isIndex = (rest) => rest === '' || rest === 'index' || rest === 'index.ts';
const name = (p) => (p.layer === 'root' ? p.rest : `${p.layer}/${p.area}`);

/** Why an import from `from` into `to` is refused, or null. */
function refusal(from, to) {
  if (FLOORS.has(from.layer) && (to.layer === 'modules' || to.layer === 'root')) {
    return `${from.layer}/ is a floor: it never imports ${to.layer === 'modules' ? `an area (${name(to)})` : to.rest}.`;
  }
  if (from.layer === 'modules' && to.layer === 'modules' && to.area !== from.area && !isIndex(to.rest)) {
    return `area '${from.area}' reaches into '${to.area}' past its door: import '${to.area}' through modules/${to.area}/index.ts.`;
  }
  if (from.layer === 'modules' && to.layer === 'root')
    return `area '${from.area}' imports the composition root (${to.rest}).`;
  return null;
}

/** The imports of one file (static, type-only, re-exports, dynamic) that cross a boundary. */
export function importViolations(srcDir, file, source) {
  const from = placeOf(srcDir, file);
  if (!from) return [];
  const violations = [];
  for (const ref of ts.preProcessFile(source, true, true).importedFiles) {
    if (!ref.fileName.startsWith('.')) continue;
    const to = placeOf(srcDir, path.resolve(path.dirname(file), ref.fileName));
    const why = to && refusal(from, to);
    if (why) {
      const line = source.slice(0, ref.pos).split('\n').length;
      violations.push({ file, line, specifier: ref.fileName, why });
    }
  }
  return violations;
}

/** Kysely's query builders and the sql tag: the marks of SQL written in a file. */
const SQL =
  /\.(selectFrom|insertInto|updateTable|deleteFrom|replaceInto|mergeInto)\(|\bsql(<[^>]*>)?`|\bsql\.(raw|ref|id|table|lit|join)\(/g;

/** SQL where it does not belong: route files, kernel/, and platform/ outside platform/db. */
export function sqlViolations(srcDir, file, source) {
  const place = placeOf(srcDir, file);
  if (!place || /\.test\.ts$/.test(file)) return [];
  const allowed =
    (place.layer === 'modules' && !/-routes\.ts$/.test(file)) || (place.layer === 'platform' && place.area === 'db');
  if (allowed) return [];
  // Comments and strings say nothing: blank them before looking (TypeScript's scanner tells them apart).
  const code = codeOnly(source);
  return [...code.matchAll(SQL)].map((m) => ({
    file,
    line: code.slice(0, m.index).split('\n').length,
    specifier: m[0],
    why: `SQL in ${place.layer === 'root' ? place.rest : `${place.layer}/${place.area}`}${/-routes\.ts$/.test(file) ? ' (a routes file)' : ''}: write it in the area's own files or platform/db.`,
  }));
}

/** The source with comments and quoted strings blanked (line breaks kept, so line numbers hold). */
function codeOnly(source) {
  const scanner = ts.createScanner(ts.ScriptTarget.Latest, false, ts.LanguageVariant.Standard, source);
  let out = '';
  for (let kind = scanner.scan(); kind !== ts.SyntaxKind.EndOfFileToken; kind = scanner.scan()) {
    const text = scanner.getTokenText();
    const blank =
      kind === ts.SyntaxKind.SingleLineCommentTrivia ||
      kind === ts.SyntaxKind.MultiLineCommentTrivia ||
      kind === ts.SyntaxKind.StringLiteral;
    out += blank ? text.replace(/[^\n]/g, ' ') : text;
  }
  return out;
}

function sourceFiles(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : sourceFiles(full);
    return SOURCE.test(entry.name) ? [full] : [];
  });
}

/** Every boundary crossed under srcDir. */
export function checkServerBoundaries(srcDir) {
  return sourceFiles(srcDir).flatMap((file) => {
    const source = readFileSync(file, 'utf8');
    return [...importViolations(srcDir, file, source), ...sqlViolations(srcDir, file, source)];
  });
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const srcDir = path.resolve(process.argv[2] ?? path.join(root, 'apps/server/src'));
  const violations = checkServerBoundaries(srcDir);
  for (const v of violations)
    console.error(`${path.relative(process.cwd(), v.file)}:${v.line}  '${v.specifier}': ${v.why}`);
  if (violations.length > 0) {
    console.error(`\n${violations.length} crossing(s) of the server's boundaries (docs/ARCHITECTURE.md#layout).`);
    process.exit(1);
  }
  console.log(
    "Server boundaries: floors import no area, areas meet only through their index.ts, SQL stays in areas' own files and platform/db.",
  );
}
