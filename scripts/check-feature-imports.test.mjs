import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { checkWebImports, importViolations, queryKeyLiterals } from './check-feature-imports.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const script = path.join(root, 'scripts/check-feature-imports.mjs');
const src = '/app/src';
const features = `${src}/features`;
const inAuth = `${features}/auth/components/login-form.tsx`;
const specifiers = (source, file = inAuth) => importViolations(src, file, source).map((v) => v.specifier);

describe('a feature imports no other feature', () => {
  it('reports a relative import that lands in another feature, with where it is', () => {
    const source = "import { a } from '../api/sign-in';\nimport { Banner } from '../../billing/components/banner';\n";
    expect(importViolations(src, inAuth, source)).toEqual([
      {
        file: inAuth,
        line: 2,
        specifier: '../../billing/components/banner',
        from: 'features/auth',
        to: 'features/billing',
        why: "feature 'auth' imports feature 'billing'.",
      },
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
      "import { StageTypeBadge } from '../../../components/domain/stage-type-badge';",
      "import { clientQuery } from '../../../api/clients';",
      "import { api } from '../../../lib/api-client';",
      "import { MESSAGES } from '@bloom/core';",
      "// import { c } from '../../billing/components/c';",
      "/* import { d } from '../../billing/components/d'; */",
    ].join('\n');
    expect(specifiers(source)).toEqual([]);
  });

  it('ignores files outside any feature', () => {
    expect(specifiers("import { x } from './billing/components/x';", `${features}/index.ts`)).toEqual([]);
    expect(specifiers("import { x } from '../features/billing/x';", `${src}/app/router.tsx`)).toEqual([]);
  });
});

describe('the shared layers', () => {
  const ui = `${src}/components/ui/badge.tsx`;
  const lib = `${src}/lib/session.ts`;
  const api = `${src}/api/clients.ts`;

  it('components/ui imports primitives, lib and packages only', () => {
    const source = [
      "import { cn } from '../../lib/cn';",
      "import { Card } from './card';",
      "import { Slot } from '@radix-ui/react-slot';",
      "import { ClientStatusBadge } from '../domain/client-status-badge';",
      "import { useClients } from '../../features/clients/api/get-clients';",
      "import { clientQuery } from '../../api/clients';",
      "import { AppShell } from '../layouts/app-shell/app-shell';",
    ].join('\n');
    expect(importViolations(src, ui, source).map((v) => [v.specifier, v.why])).toEqual([
      ['../domain/client-status-badge', 'components/ui (primitives) imports components/domain.'],
      ['../../features/clients/api/get-clients', 'components/ui (primitives) imports features.'],
      ['../../api/clients', 'components/ui (primitives) imports api.'],
      ['../layouts/app-shell/app-shell', 'components/ui (primitives) imports components/layouts.'],
    ]);
  });

  it('lib imports no components, features, shared API layer or app', () => {
    const source = [
      "import { api } from './api-client';",
      "import { ConfirmDialog } from '../components/ui/confirm-dialog';",
      "import { x } from '@/components/domain/x';",
      "import { clientKeys } from '../api/clients';",
      "import { router } from '../app/router';",
    ].join('\n');
    expect(importViolations(src, lib, source).map((v) => [v.specifier, v.why])).toEqual([
      ['../components/ui/confirm-dialog', 'lib imports components.'],
      ['@/components/domain/x', 'lib imports components.'],
      ['../api/clients', 'lib imports api.'],
      ['../app/router', 'lib imports app.'],
    ]);
  });

  it('the shared API layer and the other components import no feature', () => {
    expect(specifiers("import { api } from '../lib/api-client';\nimport { x } from './journeys';", api)).toEqual([]);
    expect(specifiers("import { f } from '../features/submissions/submission-filters';", api)).toEqual([
      '../features/submissions/submission-filters',
    ]);
    const domain = `${src}/components/domain/submission-parts.tsx`;
    expect(specifiers("import { Badge } from '../ui/badge';\nimport { x } from '../../api/clients';", domain)).toEqual(
      [],
    );
    expect(specifiers("import { y } from '../../features/clients/y';", domain)).toEqual(['../../features/clients/y']);
  });
});

describe('query keys live in src/api', () => {
  const source = "useQuery({ queryKey: ['testimonials', 'counts'], queryFn });\nuseQuery(clientQuery(id));\n";
  it('refuses a key written in place elsewhere, with its line', () => {
    const file = `${src}/components/layouts/app-shell/use-pending.tsx`;
    expect(queryKeyLiterals(src, file, `// one\n${source}`).map((v) => [v.line, v.why])).toEqual([
      [2, 'a query key written in place: use the keys of src/api.'],
    ]);
  });
  it('allows them in src/api', () => {
    expect(queryKeyLiterals(src, `${src}/api/testimonials.ts`, source)).toEqual([]);
  });
});

describe('check-feature-imports (the command npm run check runs)', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'web-imports-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  const write = (file, text) => {
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    writeFileSync(path.join(dir, file), text);
  };
  const run = () => spawnSync(process.execPath, [script, dir], { encoding: 'utf8' });

  it('passes on the real apps/web/src', () => {
    expect(checkWebImports(path.join(root, 'apps/web/src'))).toEqual([]);
  });

  it('exits 1, naming file and line, once a feature imports another or lib imports components', () => {
    write('features/auth/components/form.tsx', "import { x } from '../api/x';\nexport const F = x;\n");
    write('features/auth/api/x.ts', 'export const x = 1;\n');
    write('features/billing/components/page.tsx', "export const P = 'page';\n");
    write('lib/cn.ts', 'export const cn = 1;\n');
    expect(checkWebImports(dir)).toEqual([]);

    write(
      'features/auth/components/form.tsx',
      "import { x } from '../api/x';\nimport { P } from '../../billing/components/page';\n",
    );
    write('lib/cn.ts', "import { Button } from '../components/ui/button';\n");
    const broken = run();
    expect(broken.status).toBe(1);
    expect(broken.stderr).toContain(
      "form.tsx:2  '../../billing/components/page': feature 'auth' imports feature 'billing'.",
    );
    expect(broken.stderr).toContain("cn.ts:1  '../components/ui/button': lib imports components.");
  }, 30_000);
});
