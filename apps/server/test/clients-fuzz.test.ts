import { setClientPasswordSchema } from '@bloom/core';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClient } from './helpers/clients';
import { createTestApp, jsonRequest, signUpOwner, type TestApp } from './helpers/test-app';

/**
 * Property tests: whatever a client sends to the clients API (wrong types, huge strings, NUL
 * bytes, lone surrogates, ids of other workspaces or no ids at all), the answer is 2xx or 4xx.
 */

let t: TestApp;
let owner: { cookie: string };
let ownId: string;
let foreignId: string;
beforeAll(async () => {
  t = await createTestApp();
  owner = await signUpOwner(t.app);
  const other = await signUpOwner(t.app);
  ownId = (await createClient(t.app, owner.cookie)).id;
  foreignId = (await createClient(t.app, other.cookie)).id;
});
afterAll(() => t.close());

const nastyString = fc.oneof(
  fc.string(),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.constantFrom('\0', 'a\0b', '\uD800', 'x\uDFFFy', '\uDBFF\uDBFF', '%', '_', "'; DROP TABLE projects; --", ''),
  fc.constantFrom('x'.repeat(300), 'y'.repeat(60_000), '<script>alert(1)</script>', 'builtin-legal', 'a@b.co'),
  fc.uuid(),
);
const anyValue = fc.oneof(
  nastyString,
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.array(nastyString, { maxLength: 3 }),
  fc.dictionary(nastyString, nastyString, { maxKeys: 3 }),
);
const clientBody = fc.oneof(
  fc.record(
    {
      projectName: anyValue,
      clientName: anyValue,
      clientEmail: anyValue,
      templateId: fc.oneof(anyValue, fc.constantFrom('builtin-legal', 'builtin-wedding')),
      introText: anyValue,
      password: anyValue,
    },
    { requiredKeys: [] },
  ),
  anyValue,
);
/** Percent-encodes the UTF-8 bytes (encodeURIComponent throws on lone surrogates). */
const pct = (s: string) => [...Buffer.from(s, 'utf8')].map((b) => `%${b.toString(16).padStart(2, '0')}`).join('');
/** Raw escapes that are not UTF-8 at all: an encoded surrogate, a stray byte, an overlong slash. */
const badEscapes = fc.constantFrom('%ED%A0%80', '%FF', '%C0%AF', '%00', '%E0%A4%A', '%', '..', '%2F');
const idLike = fc.oneof(nastyString.map(pct), badEscapes, fc.constant('own'), fc.constant('foreign'));
const resolveId = (id: string) => (id === 'own' ? ownId : id === 'foreign' ? foreignId : id || 'x');

async function neverServerError(res: Response, what: string) {
  const text = await res.text();
  expect(res.status, `${what} → ${res.status} ${text.slice(0, 200)}`).toBeLessThan(500);
}

const runs = { numRuns: 40 };

describe('clients API under arbitrary input', () => {
  it('create and edit answer 2xx or 4xx', async () => {
    await fc.assert(
      fc.asyncProperty(clientBody, idLike, async (body, id) => {
        await neverServerError(
          await t.app.request('/api/clients', jsonRequest('POST', body, { cookie: owner.cookie })),
          `POST ${JSON.stringify(body)?.slice(0, 100)}`,
        );
        await neverServerError(
          await t.app.request(`/api/clients/${resolveId(id)}`, jsonRequest('PATCH', body, { cookie: owner.cookie })),
          `PATCH ${id}`,
        );
      }),
      runs,
    );
  });

  it('password and id-addressed verbs answer 2xx or 4xx', async () => {
    const verbs: [string, string][] = [
      ['GET', ''],
      ['POST', '/archive'],
      ['POST', '/restore'],
      ['PUT', '/password'],
      ['DELETE', '/password'],
      ['POST', '/regenerate-link'],
      ['GET', '/submissions'],
    ];
    await fc.assert(
      fc.asyncProperty(idLike, fc.constantFrom(...verbs), anyValue, async (id, [method, suffix], password) => {
        const body = method === 'PUT' ? { password } : undefined;
        const res = await t.app.request(
          `/api/clients/${resolveId(id)}${suffix}`,
          jsonRequest(method, body, { cookie: owner.cookie }),
        );
        await neverServerError(res, `${method} ${id}${suffix}`);
        // A foreign id reads as missing: 404, or 400 first when the body itself is invalid (as for any id).
        const validBody = method !== 'PUT' || setClientPasswordSchema.safeParse(body).success;
        if (id === 'foreign') expect(res.status).toBe(validBody ? 404 : 400);
      }),
      runs,
    );
  });

  it('list queries answer 2xx or 4xx', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.record(
          {
            q: fc.oneof(nastyString.map(pct), badEscapes),
            status: fc.oneof(nastyString.map(pct), fc.constantFrom('active', 'archived')),
            cursor: fc.oneof(nastyString.map(pct), badEscapes),
            limit: fc.oneof(nastyString.map(pct), fc.integer().map(String)),
          },
          { requiredKeys: [] },
        ),
        async (query) => {
          const qs = Object.entries(query)
            .map(([k, v]) => `${k}=${v}`)
            .join('&');
          await neverServerError(
            await t.app.request(`/api/clients?${qs}`, { headers: { cookie: owner.cookie } }),
            `GET ?${qs.slice(0, 100)}`,
          );
        },
      ),
      runs,
    );
  });

  it('delete answers 2xx or 4xx, and 404 for a foreign id', async () => {
    await fc.assert(
      fc.asyncProperty(idLike, async (id) => {
        const res = await t.app.request(
          `/api/clients/${resolveId(id)}`,
          jsonRequest('DELETE', undefined, { cookie: owner.cookie }),
        );
        await neverServerError(res, `DELETE ${id}`);
        if (id === 'foreign') expect(res.status).toBe(404);
      }),
      runs,
    );
  });

  it('the foreign client is untouched after all that', async () => {
    const row = await t.db.selectFrom('projects').selectAll().where('id', '=', foreignId).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ client_name: 'Jo Client', status: 'active', password_hash: null });
  });
});
