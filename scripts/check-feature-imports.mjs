// The web app's import rules (docs/ARCHITECTURE.md), checked rather than stated:
// - a feature folder never imports another feature;
// - components/ui holds primitives only: no features, no shared API layer, no other components
//   (domain components live in components/domain);
// - the other components import no feature and nothing of src/app;
// - lib/ is the bottom layer: no components, features, shared API layer or app;
// - the shared API layer (src/api) imports no components, features or app, and is the one home
//   of the query keys: elsewhere a `queryKey: [...]` literal is refused (use the exported keys).
// Biome's noRestrictedImports matches import text, not where a relative path lands, so this
// resolves every import of apps/web/src/** and fails when it reaches a forbidden folder.
// Run by `npm run check`; `node scripts/check-feature-imports.mjs [srcDir]` (default apps/web/src).
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import ts from 'typescript';
import { root } from './lib.mjs';

const SOURCE = /\.(ts|tsx|mts|cts|js|jsx|mjs)$/;
const LAYERS = new Set(['app', 'api', 'components', 'features', 'lib']);

/**
 * Where a path sits under srcDir: { layer, part } with part the feature ('features/<part>') or the
 * components folder ('components/<part>'); null outside srcDir's layers.
 */
function placeOf(srcDir, target) {
  const rel = path.relative(srcDir, target);
  if (!rel || rel.startsWith('..') || path.isAbsolute(rel)) return null;
  const [layer, part] = rel.split(path.sep);
  if (!LAYERS.has(layer)) return null;
  if (layer === 'features' || layer === 'components') return part ? { layer, part } : null;
  return { layer, part: null };
}

/** The place of a source file; a file directly in features/ or components/ (an index) belongs to none. */
function filePlaceOf(srcDir, file) {
  const place = placeOf(srcDir, file);
  const grouped = place?.layer === 'features' || place?.layer === 'components';
  return grouped && path.dirname(file) === path.join(srcDir, place.layer) ? null : place;
}

/** Where an import lands: resolved when relative; by its text for an alias ('@/lib/x') or any path through features/. */
function targetOf(srcDir, file, specifier) {
  if (specifier.startsWith('.')) return placeOf(srcDir, path.resolve(path.dirname(file), specifier));
  const alias = specifier.match(/^(?:@|~|src)\/(app|api|components|features|lib)(?:\/([^/]+))?/);
  if (alias) return { layer: alias[1], part: alias[1] === 'features' || alias[1] === 'components' ? alias[2] : null };
  const feature = specifier.match(/(?:^|\/)features\/([^/]+)/)?.[1];
  return feature ? { layer: 'features', part: feature } : null;
}

const name = (place) => (place.part ? `${place.layer}/${place.part}` : place.layer);

/** Why an import from `from` into `to` is refused, or null when it is allowed. */
function refusal(from, to) {
  if (from.layer === 'features') {
    return to.layer === 'features' && to.part !== from.part
      ? `feature '${from.part}' imports feature '${to.part}'.`
      : null;
  }
  if (from.layer === 'components' && from.part === 'ui') {
    if (to.layer === 'components' && to.part !== 'ui') return `components/ui (primitives) imports ${name(to)}.`;
    if (['features', 'api', 'app'].includes(to.layer)) return `components/ui (primitives) imports ${to.layer}.`;
    return null;
  }
  if (from.layer === 'components') {
    return ['features', 'app'].includes(to.layer) ? `${name(from)} imports ${to.layer}.` : null;
  }
  if (from.layer === 'lib') {
    return ['components', 'features', 'api', 'app'].includes(to.layer) ? `lib imports ${to.layer}.` : null;
  }
  if (from.layer === 'api') {
    return ['components', 'features', 'app'].includes(to.layer) ? `the shared API layer imports ${to.layer}.` : null;
  }
  return null;
}

/**
 * The imports of one source file (static, type-only, re-exports, dynamic) that break a rule.
 * Comments and strings are told apart by TypeScript's own pre-processor.
 */
export function importViolations(srcDir, file, source) {
  const from = filePlaceOf(srcDir, file);
  if (!from) return [];
  const { importedFiles } = ts.preProcessFile(source, true, true);
  const violations = [];
  for (const ref of importedFiles) {
    const to = targetOf(srcDir, file, ref.fileName);
    const why = to && refusal(from, to);
    if (why) {
      const line = source.slice(0, ref.pos).split('\n').length;
      violations.push({ file, line, specifier: ref.fileName, from: name(from), to: name(to), why });
    }
  }
  return violations;
}

/** `queryKey: [` written outside src/api: a second home for a key, which writes cannot find. */
export function queryKeyLiterals(srcDir, file, source) {
  if (placeOf(srcDir, file)?.layer === 'api') return [];
  const violations = [];
  for (const match of source.matchAll(/queryKey:\s*\[/g)) {
    const line = source.slice(0, match.index).split('\n').length;
    violations.push({ file, line, specifier: match[0], why: 'a query key written in place: use the keys of src/api.' });
  }
  return violations;
}

function sourceFiles(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : sourceFiles(full);
    return SOURCE.test(entry.name) ? [full] : [];
  });
}

/** Every import under srcDir that breaks a rule. */
export function checkWebImports(srcDir) {
  return sourceFiles(srcDir).flatMap((file) => {
    const source = readFileSync(file, 'utf8');
    return [...importViolations(srcDir, file, source), ...queryKeyLiterals(srcDir, file, source)];
  });
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const srcDir = path.resolve(process.argv[2] ?? path.join(root, 'apps/web/src'));
  const violations = checkWebImports(srcDir);
  for (const v of violations)
    console.error(`${path.relative(process.cwd(), v.file)}:${v.line}  '${v.specifier}': ${v.why}`);
  if (violations.length > 0) {
    console.error(
      `\n${violations.length} import(s) against the web's layers. A feature never imports another (share through src/api, src/lib, src/components or packages/core, or compose in src/app); components/ui keeps primitives (domain parts go in components/domain); lib imports no components, features or src/api; query keys live in src/api.`,
    );
    process.exit(1);
  }
  console.log(
    'Web imports: no feature imports another; components/ui, lib and src/api keep their layers; query keys live in src/api.',
  );
}
