import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { can, ERROR_CODES, type OwnerRouteKey, ROLES, ROUTE_ACTIONS, type Role } from '@bloom/core';
import { describe, expect, it } from 'vitest';
import { call, joinTeam } from './helpers/team';
import { appOn, type TestApp, uniqueEmail } from './helpers/test-app';
import { type Owner, useTestApp } from './helpers/use-test-app';

/**
 * The role matrix over every route of the OpenAPI document: a route the table does not allow a
 * role answers 403 ROLE_FORBIDDEN (and the check comes before anything else, so placeholder ids do
 * not matter); every route a role may read answers it something else. A route of the document
 * missing from the table is refused to all but the Owner, and this test names it. The app serves
 * a built SPA, as in production, whose catch-all also matches every path.
 */
let t: TestApp;
let owner: Owner;
useTestApp(['owner'], (env) => ({ t, owner } = env));

/** The app with a built SPA (its catch-all route matches /api paths too, after the API's own). */
function withSpa(t: TestApp): TestApp['app'] {
  const dist = mkdtempSync(path.join(tmpdir(), 'bloom-dist-'));
  mkdirSync(path.join(dist, 'assets'));
  writeFileSync(path.join(dist, 'index.html'), '<!doctype html><div id="root"></div>');
  return appOn(t.db, { webDist: dist });
}

interface Doc {
  paths: Record<string, Record<string, unknown>>;
}
const PLACEHOLDER: Record<string, string> = { format: 'json', token: 'x'.repeat(43), file: 'logo.png' };
const placed = (path: string) =>
  path.replaceAll(/\{(\w+)\}/g, (_, name: string) => PLACEHOLDER[name] ?? '00000000-0000-4000-8000-000000000000');

async function documentKeys(): Promise<string[]> {
  const doc = (await (await t.app.request('/api/openapi.json')).json()) as Doc;
  return Object.entries(doc.paths).flatMap(([path, ops]) => Object.keys(ops).map((m) => `${m.toUpperCase()} ${path}`));
}

it('places every owner route of the document in the table', async () => {
  const keys = await documentKeys();
  const unplaced: string[] = [];
  for (const key of keys) {
    if (key in ROUTE_ACTIONS) continue;
    // Not in the table: it must be public (no session asked), else it is an owner route left out.
    const [method, path] = key.split(' ') as [string, string];
    const res = await t.app.request(placed(path), { method });
    if (res.status === 401) unplaced.push(key);
  }
  expect(unplaced).toEqual([]);
});

describe.each(ROLES.filter((r): r is Exclude<Role, 'owner'> => r !== 'owner'))('as %s', (role) => {
  it('every route the role may not take is 403 ROLE_FORBIDDEN; every read it may take is not', async () => {
    const person = await joinTeam(t, owner, role, uniqueEmail(role));
    const spa = withSpa(t);
    const keys = (await documentKeys()).filter((k) => k in ROUTE_ACTIONS) as OwnerRouteKey[];
    const wrong: string[] = [];
    let refused = 0;
    for (const key of keys) {
      const action = ROUTE_ACTIONS[key];
      if (action === null) continue;
      const [method, path] = key.split(' ') as [string, string];
      const allowed = can(role, action);
      // Allowed changes are left alone (they would change the workspace under the other checks).
      if (allowed && method !== 'GET') continue;
      const res = await call(spa, person.cookie, method, placed(path), method === 'GET' ? undefined : {});
      const code = res.status === 403 ? ((await res.json()) as { error: { code: string } }).error.code : '';
      const forbidden = code === ERROR_CODES.ROLE_FORBIDDEN;
      if (forbidden === allowed) wrong.push(`${key}: ${res.status} ${code}`);
      if (forbidden) refused++;
    }
    expect(wrong).toEqual([]);
    expect(refused).toBeGreaterThan(role === 'member' ? 40 : 1);
  });
});
