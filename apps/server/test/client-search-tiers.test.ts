import { randomBytes } from 'node:crypto';
import type { ClientCardDto, ClientListResponse } from '@bloom/core';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callClients } from './helpers/clients';
import { type ErrorBody, ok, workspaceOf } from './helpers/journeys';
import { createTestApp, signUpOwner, type TestApp } from './helpers/test-app';

/** GET /api/clients?q=: the two tiers of a search (migration 033), their order and their pages. */

let t: TestApp;
let cookie: string;
let names: Map<string, string>;
beforeAll(async () => {
  t = await createTestApp();
  const owner = await signUpOwner(t.app);
  cookie = owner.cookie;
  const ws = await workspaceOf(t.app, cookie);
  const day = (n: number) => new Date(Date.UTC(2026, 0, n));
  // [label, client name, project name, email, day added, status]
  const rows: [string, string, string, string | null, number, string][] = [
    ['email', 'Carl', 'Shop', 'al@c.example', 1, 'active'],
    ['client', 'Alice B', 'Garden', null, 2, 'active'],
    ['project', 'Bob', 'Alpine lodge', 'bob@b.example', 3, 'completed'],
    ['both', 'Alder', 'Alder works', null, 4, 'active'],
    ['royal', 'Dale', 'Royal', null, 9, 'active'],
    ['sal', 'Sal', 'Boat', null, 8, 'active'],
    // A line break inside a field is no field's start: "hal al" only contains the term.
    ['newline', 'Hal\nAl', 'Kiln', null, 7, 'active'],
    ['archived', 'Alma', 'Old', null, 5, 'archived'],
  ];
  names = new Map();
  for (const [label, clientName, name, email, n, status] of rows) {
    const [row] = await t.db
      .insertInto('projects')
      .values({
        workspace_id: ws,
        client_name: clientName,
        name,
        client_email: email,
        status: status as 'active',
        created_at: day(n),
        share_token: randomBytes(24).toString('base64url'),
        template_id: 'builtin-legal',
      })
      .returning('id')
      .execute();
    names.set(row?.id ?? '', label);
  }
  const other = await signUpOwner(t.app);
  const otherWs = await workspaceOf(t.app, other.cookie);
  await t.db
    .insertInto('projects')
    .values({ workspace_id: otherWs, client_name: 'Alan', name: 'Al', share_token: 'x'.repeat(32) })
    .execute();
});
afterAll(() => t.close());

const list = (query: string) => ok<ClientListResponse>(callClients(t.app, cookie, 'GET', query));
/** Every byte percent-encoded; a lone surrogate goes as U+FFFD's bytes (the cursor's JSON carries one as it is). */
const pct = (value: string) =>
  [...Buffer.from(value, 'utf8')].map((b) => `%${b.toString(16).padStart(2, '0')}`).join('');
const labels = (cards: ClientCardDto[]) => cards.map((c) => names.get(c.id));

async function allPages(query: string, limit: number) {
  const seen: ClientCardDto[] = [];
  let cursor: string | null = null;
  do {
    const suffix: string = cursor ? `&cursor=${encodeURIComponent(cursor)}` : '';
    const page: ClientListResponse = await list(`?limit=${limit}${query}${suffix}`);
    expect(page.clients.length).toBeLessThanOrEqual(limit);
    seen.push(...page.clients);
    cursor = page.nextCursor;
  } while (cursor && seen.length < 100);
  return seen;
}

describe('client search tiers', () => {
  it('lists a field that starts with the term first, by that field, then what only contains it, newest first', async () => {
    const whole = await list('?q=AL&limit=100');
    // 'al@c.example' < 'alder' < 'alice b' < 'alpine lodge' in byte order; then day 9, 8, 7.
    expect(labels(whole.clients)).toEqual(['email', 'both', 'client', 'project', 'royal', 'sal', 'newline']);
    expect(whole.nextCursor).toBeNull();
    expect(labels((await list('?q=al&status=archived')).clients)).toEqual(['archived']);
  });

  it('pages across both tiers without a gap or a repeat, at every page size', async () => {
    const whole = (await list('?q=al&limit=100')).clients.map((c) => c.id);
    for (const limit of [1, 2, 3, 4, 5, 6, 7]) {
      expect(
        (await allPages('&q=al', limit)).map((c) => c.id),
        `limit ${limit}`,
      ).toEqual(whole);
    }
    // A term no field starts with is the second tier alone; one only fields start with, the first.
    expect(labels(await allPages('&q=oya', 1))).toEqual(['royal']);
    expect(labels(await allPages('&q=alder', 1))).toEqual(['both']);
  });

  it('keeps wildcards literal in both tiers', async () => {
    expect((await list('?q=al%25')).clients).toEqual([]);
    expect((await list('?q=a_')).clients).toEqual([]);
  });

  it('refuses a first-tier cursor it did not write with 400', async () => {
    const cursor = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
    const uuid = '00000000-0000-4000-8000-000000000000';
    for (const bad of [
      ['s', 'al', 'x'],
      ['s', 7, uuid],
      ['s', 'a\u0000', uuid],
      ['s', 'y'.repeat(1001), uuid],
      ['s'],
    ]) {
      const res = await callClients(t.app, cookie, 'GET', `?q=al&cursor=${cursor(bad)}`);
      expect(res.status, JSON.stringify(bad).slice(0, 40)).toBe(400);
      expect(((await res.json()) as ErrorBody).error.code).toBe('VALIDATION_ERROR');
    }
    // A well-formed one past every key ends the first tier: the second follows.
    const past = await list(`?q=al&cursor=${cursor(['s', '\u{10FFFF}', uuid])}&limit=100`);
    expect(labels(past.clients)).toEqual(['royal', 'sal', 'newline']);
  });

  it('answers generated first-tier cursors and terms with 2xx or 4xx', async () => {
    const text = fc.oneof(
      fc.string(),
      fc.string({ unit: 'binary', maxLength: 40 }),
      fc.constantFrom('\uD800', 'x\uDFFFy', '%', '_', '\\', "'", 'al\nal', 'y'.repeat(999)),
    );
    await fc.assert(
      fc.asyncProperty(text, text, fc.oneof(fc.uuid(), text), async (q, key, id) => {
        const cursor = Buffer.from(JSON.stringify(['s', key, id])).toString('base64url');
        const res = await callClients(t.app, cookie, 'GET', `?q=${pct(q.slice(0, 200))}&cursor=${cursor}`);
        expect(res.status, `${JSON.stringify(q).slice(0, 40)} ${JSON.stringify(key).slice(0, 40)}`).toBeLessThan(500);
      }),
      { numRuns: 60 },
    );
  });
});
