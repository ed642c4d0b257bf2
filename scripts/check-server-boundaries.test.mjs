import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { checkServerBoundaries, importViolations, sqlViolations } from './check-server-boundaries.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const script = path.join(root, 'scripts/check-server-boundaries.mjs');
const src = '/app/src';
const inPortal = `${src}/modules/portal/portal-answers.ts`;
const refused = (file, source) => importViolations(src, file, source).map((v) => v.specifier);

describe('areas meet through their doors', () => {
  it("refuses an import that reaches past another area's index.ts, whatever its form", () => {
    const source = [
      "import { a } from '../insights/journey-events';",
      "import type { B } from '../webhooks/emit';",
      "export { c } from '../clients/client-list';",
      "const d = await import('../email/render-email');",
    ].join('\n');
    expect(refused(inPortal, source)).toEqual([
      '../insights/journey-events',
      '../webhooks/emit',
      '../clients/client-list',
      '../email/render-email',
    ]);
  });

  it('allows a door, its own files, the floors, config and packages', () => {
    const source = [
      "import { a } from '../insights';",
      "import { b } from '../insights/index';",
      "import { c } from './journey-state';",
      "import { d } from '../../platform/db/database';",
      "import { e } from '../../kernel/service-error';",
      "import type { Config } from '../../config';",
      "import { f } from '@bloom/core';",
    ].join('\n');
    expect(refused(inPortal, source)).toEqual([]);
  });

  it('refuses the composition root to an area', () => {
    expect(refused(inPortal, "import { createApp } from '../../app';")).toEqual(['../../app']);
  });
});

describe('the floors import no area', () => {
  it('refuses platform/ and kernel/ importing an area or the composition root', () => {
    expect(
      refused(`${src}/platform/http/errors.ts`, "import type { X } from '../../modules/auth/session-reader';"),
    ).toEqual(['../../modules/auth/session-reader']);
    expect(refused(`${src}/kernel/context.ts`, "import { y } from '../modules/settings';")).toEqual([
      '../modules/settings',
    ]);
    expect(refused(`${src}/kernel/context.ts`, "import { y } from '../workers';")).toEqual(['../workers']);
    expect(refused(`${src}/kernel/context.ts`, "import { y } from '../platform/db/database';")).toEqual([]);
  });
});

describe('SQL stays in the areas and platform/db', () => {
  const sqlIn = (file, source) => sqlViolations(src, file, source).map((v) => v.specifier);

  it('refuses query builders and the sql tag in routes, the kernel and the rest of platform/', () => {
    const source =
      "const rows = await db.selectFrom('clients').selectAll().execute();\nawait sql`SELECT 1`.execute(db);";
    expect(sqlIn(`${src}/modules/clients/client-routes.ts`, source)).toEqual(['.selectFrom(', 'sql`']);
    expect(sqlIn(`${src}/kernel/rate-limit.ts`, source)).toHaveLength(2);
    expect(sqlIn(`${src}/platform/mail/mailer.ts`, "await db.insertInto('outbox').values(v).execute();")).toEqual([
      '.insertInto(',
    ]);
  });

  it('allows them in an area and platform/db, and reads no comment or string as SQL', () => {
    const source = "await db.deleteFrom('clients').execute();";
    expect(sqlIn(`${src}/modules/clients/client-service.ts`, source)).toEqual([]);
    expect(sqlIn(`${src}/platform/db/outbox.ts`, source)).toEqual([]);
    expect(
      sqlIn(`${src}/platform/http/errors.ts`, '// db.selectFrom(x) is for the areas\nconst s = "db.selectFrom(x)";'),
    ).toEqual([]);
  });
});

describe('the script', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'boundaries-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  const write = (rel, text) => {
    mkdirSync(path.dirname(path.join(dir, rel)), { recursive: true });
    writeFileSync(path.join(dir, rel), text);
  };

  // Two runs of the script over the whole tree: seconds on a busy machine.
  it('passes on the real tree and fails, naming the file, on a planted violation', () => {
    expect(spawnSync(process.execPath, [script], { encoding: 'utf8' }).status).toBe(0);
    write('modules/portal/portal-answers.ts', "import { recordJourneyEvent } from '../insights/journey-events';\n");
    write('modules/insights/journey-events.ts', 'export const recordJourneyEvent = 1;\n');
    write('modules/insights/index.ts', "export { recordJourneyEvent } from './journey-events';\n");
    expect(checkServerBoundaries(dir)).toHaveLength(1);
    const run = spawnSync(process.execPath, [script, dir], { encoding: 'utf8' });
    expect(run.status).toBe(1);
    expect(run.stderr).toContain('portal-answers.ts:1');
    expect(run.stderr).toContain("area 'portal' reaches into 'insights' past its door");
  }, 60_000);
});
