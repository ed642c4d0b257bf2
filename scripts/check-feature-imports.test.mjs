import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { checkFeatureImports, crossFeatureImports } from './check-feature-imports.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const script = path.join(root, 'scripts/check-feature-imports.mjs');
const features = '/app/src/features';
const inAuth = `${features}/auth/components/login-form.tsx`;
const specifiers = (source, file = inAuth) => crossFeatureImports(features, file, source).map((v) => v.specifier);

describe('crossFeatureImports', () => {
  it('reports a relative import that lands in another feature, with where it is', () => {
    const source = "import { a } from '../api/sign-in';\nimport { Banner } from '../../billing/components/banner';\n";
    expect(crossFeatureImports(features, inAuth, source)).toEqual([
      { file: inAuth, line: 2, specifier: '../../billing/components/banner', from: 'auth', to: 'billing' },
    ]);
  });

  it('catches type-only imports, re-exports, side-effect and dynamic imports, and a feature index', () => {
    const source = [
      "import type { X } from '../../journeys/journey-format';",
      "export { Y } from '../../dashboard/components/stat-card';",
      "import '../../landing/styles.css';",
      "const Page = lazy(() => import('../../billing/components/page'));",
      "import { QuickJourneyDialog } from '../../journeys';",
    ].join('\n');
    expect(specifiers(source)).toEqual([
      '../../journeys/journey-format',
      '../../dashboard/components/stat-card',
      '../../landing/styles.css',
      '../../billing/components/page',
      '../../journeys',
    ]);
  });

  it('catches an alias or absolute path through a features folder', () => {
    expect(specifiers("import { x } from '@/features/billing/api/x';")).toEqual(['@/features/billing/api/x']);
  });

  it('allows the own feature, shared folders, packages and commented-out imports', () => {
    const source = [
      "import { a } from '../api/sign-in';",
      "import { b } from '../../auth/hooks/use-b';",
      "import { Button } from '../../../components/ui/button';",
      "import { apiFetch } from '../../../lib/api-client';",
      "import { MESSAGES } from '@bloom/core';",
      "// import { c } from '../../billing/components/c';",
      "/* import { d } from '../../billing/components/d'; */",
    ].join('\n');
    expect(specifiers(source)).toEqual([]);
  });

  it('ignores files outside any feature', () => {
    expect(specifiers("import { x } from './billing/components/x';", `${features}/index.ts`)).toEqual([]);
    expect(specifiers("import { x } from '../features/billing/x';", '/app/src/app/router.tsx')).toEqual([]);
  });
});

describe('check-feature-imports (the command npm run check runs)', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'feature-imports-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  const write = (file, text) => {
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    writeFileSync(path.join(dir, file), text);
  };
  const run = () => spawnSync(process.execPath, [script, dir], { encoding: 'utf8' });

  it('passes on the real apps/web/src/features', () => {
    expect(checkFeatureImports(path.join(root, 'apps/web/src/features'))).toEqual([]);
  });

  it('exits 1, naming file and line, once a feature imports another', () => {
    write('auth/components/form.tsx', "import { x } from '../api/x';\nexport const F = x;\n");
    write('auth/api/x.ts', 'export const x = 1;\n');
    write('billing/components/page.tsx', "export const P = 'page';\n");
    expect(checkFeatureImports(dir)).toEqual([]);

    write(
      'auth/components/form.tsx',
      "import { x } from '../api/x';\nimport { P } from '../../billing/components/page';\n",
    );
    const broken = run();
    expect(broken.status).toBe(1);
    expect(broken.stderr).toContain(
      "form.tsx:2  '../../billing/components/page': feature 'auth' imports feature 'billing'.",
    );
  }, 30_000);
});
