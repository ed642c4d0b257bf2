import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { Kysely, PostgresDialect, sql } from 'kysely';
import pg from 'pg';
import type { TestProject } from 'vitest/node';

/**
 * Vitest globalSetup of the API projects: the migrations and pg-boss's schema run once per run, not
 * once per test file. On PGlite the prepared data folder is dumped to a tarball each file's database
 * starts from (pglite-template.ts); on PostgreSQL a template database each file's database is
 * created from. Each file still gets a database of its own.
 */
declare module 'vitest' {
  export interface ProvidedContext {
    /** The prepared PGlite data folder as an uncompressed tarball (api-pglite). */
    pgliteTemplate?: string;
    /** The prepared template database on TEST_DATABASE_URL's server (api-postgres). */
    postgresTemplate?: string;
  }
}

const root = fileURLToPath(new URL('../../../../', import.meta.url));
const builder = fileURLToPath(new URL('./build-database-template.ts', import.meta.url));

/** Runs build-database-template.ts under tsx, as the e2e server runs. */
async function build(kind: 'pglite' | 'postgres', target: string) {
  await promisify(execFile)(process.execPath, ['--import', 'tsx', builder, kind, target], {
    cwd: root,
    maxBuffer: 16 * 1024 * 1024,
  });
}

export default async function setup(project: TestProject) {
  const url = process.env.TEST_DATABASE_URL;
  if (project.config.env.TEST_DB_KIND === 'postgres' && url) return postgresTemplate(project, url);
  return pgliteTemplate(project);
}

async function pgliteTemplate(project: TestProject) {
  const dir = await mkdtemp(path.join(tmpdir(), 'bloom-test-template-'));
  const file = path.join(dir, 'pgdata.tar');
  await build('pglite', file);
  project.provide('pgliteTemplate', file);
  return () => rm(dir, { recursive: true, force: true });
}

async function postgresTemplate(project: TestProject, url: string) {
  // A name of its own: other runs may share the server.
  const name = `bloom_template_${randomBytes(6).toString('hex')}`;
  const admin = new Kysely<unknown>({
    dialect: new PostgresDialect({ pool: new pg.Pool({ connectionString: url, max: 1 }) }),
  });
  const drop = async () => {
    await sql.raw(`ALTER DATABASE ${name} WITH IS_TEMPLATE false`).execute(admin);
    await sql.raw(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`).execute(admin);
    await admin.destroy();
  };
  await sql.raw(`CREATE DATABASE ${name}`).execute(admin);
  try {
    const target = new URL(url);
    target.pathname = `/${name}`;
    await build('postgres', target.toString());
    // A template takes no connections, so no copy is refused for one.
    await sql.raw(`ALTER DATABASE ${name} WITH IS_TEMPLATE true ALLOW_CONNECTIONS false`).execute(admin);
  } catch (err) {
    await drop();
    throw err;
  }
  project.provide('postgresTemplate', name);
  return drop;
}
