// A feature folder of the web app never imports another feature (docs/ARCHITECTURE.md).
// Biome's noRestrictedImports matches import text, not where a relative path lands, so this
// resolves every import of apps/web/src/features/<a>/** and fails when it reaches features/<b>.
// Run by `npm run check`; `node scripts/check-feature-imports.mjs [featuresDir]`.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import ts from 'typescript';
import { root } from './lib.mjs';

const SOURCE = /\.(ts|tsx|mts|cts|js|jsx|mjs)$/;

/** The feature a path belongs to, or null when it is not inside featuresDir. */
function featureOf(featuresDir, target) {
  const rel = path.relative(featuresDir, target);
  if (!rel || rel.startsWith('..') || path.isAbsolute(rel)) return null;
  return rel.split(path.sep)[0] ?? null;
}

/** The feature an import specifier points into: resolved when relative, by its text otherwise (aliases). */
function targetFeature(featuresDir, file, specifier) {
  if (specifier.startsWith('.')) return featureOf(featuresDir, path.resolve(path.dirname(file), specifier));
  return specifier.match(/(?:^|\/)features\/([^/]+)/)?.[1] ?? null;
}

/**
 * The imports of one source file (static, type-only, re-exports, dynamic) that reach another
 * feature. Comments and strings are told apart by TypeScript's own pre-processor.
 */
export function crossFeatureImports(featuresDir, file, source) {
  // A file directly in featuresDir (e.g. an index) belongs to no feature.
  const own = path.dirname(file) === featuresDir ? null : featureOf(featuresDir, file);
  if (!own) return [];
  const { importedFiles } = ts.preProcessFile(source, true, true);
  const violations = [];
  for (const ref of importedFiles) {
    const to = targetFeature(featuresDir, file, ref.fileName);
    if (to && to !== own) {
      const line = source.slice(0, ref.pos).split('\n').length;
      violations.push({ file, line, specifier: ref.fileName, from: own, to });
    }
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

/** Every cross-feature import under featuresDir. */
export function checkFeatureImports(featuresDir) {
  return sourceFiles(featuresDir).flatMap((file) => crossFeatureImports(featuresDir, file, readFileSync(file, 'utf8')));
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const featuresDir = path.resolve(process.argv[2] ?? path.join(root, 'apps/web/src/features'));
  const violations = checkFeatureImports(featuresDir);
  for (const v of violations) {
    console.error(
      `${path.relative(process.cwd(), v.file)}:${v.line}  '${v.specifier}': feature '${v.from}' imports feature '${v.to}'.`,
    );
  }
  if (violations.length > 0) {
    console.error(
      `\n${violations.length} cross-feature import(s). A feature never imports another: move the shared part to src/lib, src/components or packages/core, or compose the features in src/app.`,
    );
    process.exit(1);
  }
  console.log('Feature imports: no feature imports another.');
}
