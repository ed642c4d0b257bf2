import {
  type ClientResponse,
  DEFAULT_WIDGET_SETTINGS,
  type DeliverableResponse,
  type JourneyResponse,
} from '@bloom/core';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { JSON_TOO_DEEP_MESSAGE, MAX_JSON_DEPTH } from '../src/platform/http/json-depth';
import { type JsonShape, placedInside, shapedJson } from './fuzz/json-shapes';
import { type Actor, documentOf, type Endpoint, emptyFixtures, endpointsFromDocument } from './fuzz/openapi-endpoints';
import { expectStorable, walkBody } from './fuzz/walk-requests';
import { ok } from './helpers/journeys';
import { insertCreditNote, insertInvoice, insertPayment } from './helpers/payments';
import { diskFixture, type StorageFixture } from './helpers/storage';
import {
  appOn,
  createTestApp,
  jsonRequest,
  signUpOwner,
  signUpUnsubscribed,
  subscribe,
  type TestApp,
} from './helpers/test-app';

/**
 * Property: whatever a client sends to a JSON endpoint (wrong types, huge strings, NUL, lone
 * surrogates, deeply nested arrays, foreign or malformed ids), the answer is never a 5xx, errors
 * carry a message, and every text the API answers with is storable (no NUL, no lone surrogate).
 * Issue 8 found 377 × 500. The endpoints are every route of the app's own OpenAPI document
 * (fuzz/openapi-endpoints.ts), so a route is fuzzed the day it is declared.
 * FUZZ_RUNS raises the runs per endpoint; a failure prints the seed and the shrunk request.
 */
const RUNS = Number(process.env.FUZZ_RUNS ?? 60);

// With file storage, so the upload and download routes run as in production; built before the
// tests are collected, because the document decides which tests there are.
const files: StorageFixture = await diskFixture();
const base = await createTestApp();
const ADMIN_EMAIL = 'landing.admin@example.com';
const t: TestApp = { ...base, app: appOn(base.db, { storage: files.storage, adminEmails: [ADMIN_EMAIL] }) };
const doc = await documentOf(t.app, '/api/openapi.json');
const fixtures = emptyFixtures();
const cookies: Record<Actor, string> = { anonymous: '', owner: '', billingOwner: '', newUser: '', admin: '' };

beforeAll(async () => {
  const [owner, stranger, billingOwner, newUser, resetUser] = [
    await signUpOwner(t.app),
    await signUpUnsubscribed(t.app),
    await signUpOwner(t.app),
    await signUpUnsubscribed(t.app),
    await signUpUnsubscribed(t.app),
  ];
  const strangerCheckout = await subscribe(t.app, stranger.cookie);
  const admin = await signUpUnsubscribed(t.app, ADMIN_EMAIL);
  Object.assign(cookies, {
    owner: owner.cookie,
    billingOwner: billingOwner.cookie,
    newUser: newUser.cookie,
    admin: admin.cookie,
  });

  const journeyWithStages = async (cookie: string) => {
    const call = (method: string, path: string, payload: unknown) =>
      t.app.request(`/api/journeys${path}`, jsonRequest(method, payload, { cookie }));
    const { journey } = await ok<JourneyResponse>(call('POST', '', { name: 'Onboarding' }), 201);
    const stages = [
      { stepType: 'onboarding', name: 'Intake', formConfig: [{ id: 'a', type: 'text', label: 'Name' }] },
      { stepType: 'milestone', name: 'Drafts', formConfig: [] },
      // A payment stage (issue 35), open on its own: the first of its phase, no agreement before it.
      {
        stepType: 'payment',
        name: 'Deposit',
        phase: 'feedback',
        formConfig: [],
        payment: {
          title: 'Work',
          lines: [{ description: 'Design', quantity: 1, unitAmount: 10_000, taxRateId: null }],
          schedule: { kind: 'full' },
        },
      },
    ];
    const saved = await ok<JourneyResponse>(call('PUT', `/${journey.id}`, { name: 'Onboarding', stages }));
    return saved.journey;
  };
  const mine = await journeyWithStages(owner.cookie);
  const theirs = await journeyWithStages(stranger.cookie);

  const portalId = async (cookie: string) => {
    const { url } = await ok<{ url: string }>(
      t.app.request('/api/billing/portal', jsonRequest('POST', {}, { cookie })),
    );
    return url.split('/').pop() ?? '';
  };
  const { sessionId } = await ok<{ sessionId: string }>(
    t.app.request('/api/billing/checkout', jsonRequest('POST', {}, { cookie: newUser.cookie })),
  );

  await t.app.request('/api/auth/request-password-reset', jsonRequest('POST', { email: resetUser.email }));
  const mail = await t.db
    .selectFrom('outbox')
    .select('text_body')
    .where('to_address', '=', resetUser.email)
    .executeTakeFirstOrThrow();
  const resetToken = /reset-password\?token=([\w-]+)/.exec(mail.text_body)?.[1] ?? 'missing';

  fixtures.journeyIds.push(mine.id, theirs.id, 'builtin-legal', 'builtin-web-design');
  fixtures.stageIds.push(...[...mine.steps, ...theirs.steps].map((s) => s.id), 'builtin-legal-step-1');
  fixtures.templateIds.push('builtin-legal', 'builtin-wedding', mine.id, theirs.id);
  fixtures.checkoutIds.push(sessionId, strangerCheckout);
  fixtures.portalIds.push(await portalId(billingOwner.cookie), await portalId(stranger.cookie));
  fixtures.resetTokens.push(resetToken);

  // A client of each workspace on its journey, one note on the owner's first milestone.
  const clientOn = async (cookie: string, templateId: string) => {
    const { client } = await ok<ClientResponse>(
      t.app.request(
        '/api/clients',
        jsonRequest('POST', { projectName: 'Site', clientName: 'Jo', templateId }, { cookie }),
      ),
      201,
    );
    return client.id;
  };
  const ownClient = await clientOn(owner.cookie, mine.id);
  const milestone = mine.steps.find((s) => s.stepType === 'milestone')?.id;
  const { deliverable } = await ok<DeliverableResponse>(
    t.app.request(
      `/api/clients/${ownClient}/deliverables`,
      jsonRequest('POST', { type: 'note', stageId: milestone, note: 'Drafts' }, { cookie: owner.cookie }),
    ),
    201,
  );
  const strangerClient = await clientOn(stranger.cookie, theirs.id);
  fixtures.clientIds.push(ownClient, strangerClient);
  const tokens = await t.db
    .selectFrom('projects')
    .select('share_token')
    .where('id', 'in', [ownClient, strangerClient])
    .execute();
  fixtures.portalTokens.push(...tokens.map((r) => r.share_token), 'x'.repeat(43));
  // A second contact of each client (issue 33): their ids and their own links, beside the primaries'.
  for (const [clientId, cookie] of [
    [ownClient, owner.cookie],
    [strangerClient, stranger.cookie],
  ] as const) {
    await ok(
      t.app.request(
        `/api/clients/${clientId}/contacts`,
        jsonRequest('POST', { name: 'Sam', email: 'sam@example.com' }, { cookie }),
      ),
      201,
    );
  }
  const contacts = await t.db
    .selectFrom('client_contacts')
    .select(['id', 'share_token', 'is_primary', 'project_id'])
    .where('project_id', 'in', [ownClient, strangerClient])
    .execute();
  fixtures.contactIds.push(...contacts.map((c) => c.id), '00000000-0000-4000-8000-000000000009');
  fixtures.portalTokens.push(...contacts.filter((c) => !c.is_primary).map((c) => c.share_token));
  // An agreement of each client (issue 34), out for signatures with its Owner signing first, so
  // the owner's and the portal's agreement routes meet real ones too.
  for (const projectId of [ownClient, strangerClient]) {
    const project = await t.db
      .selectFrom('projects as p')
      .innerJoin('workspace_members as m', (join) =>
        join.onRef('m.workspace_id', '=', 'p.workspace_id').on('m.role', '=', 'owner'),
      )
      .innerJoin('user as u', 'u.id', 'm.user_id')
      .select(['p.workspace_id', 'm.user_id', 'u.name'])
      .where('p.id', '=', projectId)
      .executeTakeFirstOrThrow();
    const agreement = await t.db
      .insertInto('agreements')
      .values({
        workspace_id: project.workspace_id,
        project_id: projectId,
        step_id: null,
        version: 1,
        title: 'Fuzzed agreement',
        source: 'text',
        original_key: `${projectId}/freelancer/0000000000000-0000000000000000.pdf`,
        original_sha256: '0'.repeat(64),
        page_count: 1,
        signing_order: 'owner_first',
        variables: '{}',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const contact = contacts.find((c) => c.is_primary && c.project_id === projectId);
    await t.db
      .insertInto('agreement_signers')
      .values([
        { agreement_id: agreement.id, kind: 'member', user_id: project.user_id, name: project.name, sign_order: 1 },
        {
          agreement_id: agreement.id,
          kind: 'contact',
          contact_id: contact?.id ?? null,
          name: 'Jo',
          email: 'jo@example.com',
          sign_order: 2,
        },
      ])
      .execute();
    fixtures.agreementIds.push(agreement.id);
  }
  fixtures.agreementIds.push('00000000-0000-4000-8000-00000000000a');
  // Payments (issue 35): each workspace's account connected, an invoice of each client paid at the
  // test provider and partly refunded (a credit note), and a second invoice left open.
  for (const [projectId, cookie] of [
    [ownClient, owner.cookie],
    [strangerClient, stranger.cookie],
  ] as const) {
    await ok(t.app.request('/api/settings/payments/connect', jsonRequest('POST', undefined, { cookie })));
    const project = await t.db
      .selectFrom('projects')
      .select('workspace_id')
      .where('id', '=', projectId)
      .executeTakeFirstOrThrow();
    const paid = await insertInvoice(t.db, { workspaceId: project.workspace_id, clientId: projectId, status: 'paid' });
    const payment = await insertPayment(t.db, paid, { amount: 1_000 });
    const note = await insertCreditNote(t.db, payment, 500);
    const open = await insertInvoice(t.db, { workspaceId: project.workspace_id, clientId: projectId });
    fixtures.invoiceIds.push(paid.id, open.id);
    fixtures.creditNoteIds.push(note.id);
  }
  fixtures.invoiceIds.push('00000000-0000-4000-8000-00000000000b');
  fixtures.creditNoteIds.push('00000000-0000-4000-8000-00000000000c');
  fixtures.deliverableIds.push(deliverable.id, '00000000-0000-4000-8000-000000000000');
  fixtures.attachmentIds.push('00000000-0000-4000-8000-000000000001');
  // An answer and a testimonial of each client, for the inbox and moderation rows.
  for (const projectId of [ownClient, strangerClient]) {
    const sub = await t.db
      .insertInto('form_submissions')
      .values({ project_id: projectId, response_data: JSON.stringify({ goal: 'Grow' }), status: 'submitted' })
      .returning('id')
      .executeTakeFirstOrThrow();
    const quote = await t.db
      .insertInto('testimonials')
      .values({ project_id: projectId, content: 'Lovely to work with', client_name: 'Jo' })
      .returning('id')
      .executeTakeFirstOrThrow();
    fixtures.submissionIds.push(sub.id);
    fixtures.testimonialIds.push(quote.id);
  }
  fixtures.submissionIds.push('00000000-0000-4000-8000-000000000002');
  fixtures.testimonialIds.push('00000000-0000-4000-8000-000000000003');
  // A widget of each workspace (issue 21), for the owner routes and the public one.
  for (const cookie of [owner.cookie, stranger.cookie]) {
    const { widget } = await ok<{ widget: { id: string } }>(
      t.app.request(
        '/api/widgets',
        jsonRequest('POST', { name: 'Home', settings: DEFAULT_WIDGET_SETTINGS }, { cookie }),
      ),
      201,
    );
    fixtures.widgetIds.push(widget.id);
  }
  fixtures.widgetIds.push('00000000-0000-4000-8000-000000000004');
  // A webhook endpoint of each workspace with a test message in its log (issue 22).
  for (const cookie of [owner.cookie, stranger.cookie]) {
    const { endpoint } = await ok<{ endpoint: { id: string } }>(
      t.app.request(
        '/api/webhooks',
        jsonRequest('POST', { url: 'https://hooks.example.com/in', events: ['client.created'] }, { cookie }),
      ),
      201,
    );
    const { message } = await ok<{ message: { id: string } }>(
      t.app.request(`/api/webhooks/${endpoint.id}/test`, jsonRequest('POST', undefined, { cookie })),
      201,
    );
    fixtures.webhookEndpointIds.push(endpoint.id);
    fixtures.webhookMessageIds.push(message.id);
  }
  fixtures.webhookEndpointIds.push('00000000-0000-4000-8000-000000000005');
  fixtures.webhookMessageIds.push('00000000-0000-4000-8000-000000000006');
  // An API key of each workspace (issue 22).
  for (const cookie of [owner.cookie, stranger.cookie]) {
    const { key } = await ok<{ key: { id: string } }>(
      t.app.request('/api/api-keys', jsonRequest('POST', { name: 'Fuzz', scope: 'write' }, { cookie })),
      201,
    );
    fixtures.apiKeyIds.push(key.id);
  }
  fixtures.apiKeyIds.push('00000000-0000-4000-8000-000000000007');
  // The team (issue 33): an invitation and a member of each workspace, both workspaces.
  for (const cookie of [owner.cookie, stranger.cookie]) {
    const email = `fuzz.invitee.${fixtures.invitationIds.length}.${Date.now()}@example.com`;
    const { invitation } = await ok<{ invitation: { id: string } }>(
      t.app.request('/api/team/invitations', jsonRequest('POST', { email, role: 'member' }, { cookie })),
      201,
    );
    fixtures.invitationIds.push(invitation.id);
    const { members } = await ok<{ members: { userId: string }[] }>(
      t.app.request('/api/team', jsonRequest('GET', undefined, { cookie })),
    );
    fixtures.memberIds.push(...members.map((m) => m.userId));
    const { workspaces } = await ok<{ workspaces: { id: string }[] }>(
      t.app.request('/api/workspaces', jsonRequest('GET', undefined, { cookie })),
    );
    fixtures.workspaceIds.push(...workspaces.map((w) => w.id));
  }
  fixtures.invitationIds.push('00000000-0000-4000-8000-000000000008');
  fixtures.memberIds.push('nobody-at-all');
  fixtures.invitationTokens.push('x'.repeat(43), 'short');
}, 120_000);
afterAll(async () => {
  await t.close();
  await files.close();
});

/** A 100 KB object: parsers and validators must refuse it with a 4xx. */
const HUGE_OBJECT = JSON.stringify({ name: 'x'.repeat(100_000), items: Array.from({ length: 2000 }, (_, i) => i) });

let requests = 0;
interface Sent {
  url: string;
  body: string | undefined;
}

/** One request of the endpoint: its path with generated params, and a JSON (or broken) body. */
const request = (e: Endpoint): fc.Arbitrary<Sent> => {
  const names = Object.keys(e.params ?? {});
  const params = fc.tuple(...names.map((n) => e.params?.[n] ?? fc.constant('')));
  const payload = walkBody(e, HUGE_OBJECT);
  return fc.tuple(params, payload).map(([values, body]) => ({
    url: names.reduce((url, name, i) => url.replace(new RegExp(`:${name}(?![\\w])`), values[i] ?? ''), e.path),
    body,
  }));
};

function send(e: Endpoint, { url, body }: Sent): Promise<Response> {
  const n = requests++;
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (cookies[e.as]) headers.cookie = cookies[e.as];
  // Each request from its own address, so the per-IP limits keep answering the real question.
  const incoming = { socket: { remoteAddress: `10.88.${(n >> 8) & 255}.${n & 255}` } };
  return Promise.resolve(t.app.request(url, { method: e.method, headers, body }, { incoming }));
}

describe('no input makes the API answer 5xx', () => {
  const endpoints = endpointsFromDocument(doc, fixtures);
  it('walks every declared route', () => {
    expect(endpoints.length).toBeGreaterThan(40);
  });
  for (const e of endpoints) {
    it(`${e.method} ${e.path} (as ${e.as})`, async () => {
      await fc.assert(
        fc.asyncProperty(request(e), async (sent) => {
          const res = await send(e, sent);
          const text = await res.text();
          const context = `${e.method} ${sent.url} ${sent.body?.slice(0, 300)} → ${res.status} ${text.slice(0, 300)}`;
          expect(res.status, context).toBeLessThan(500);
          if (!res.headers.get('content-type')?.includes('application/json')) return;
          const json = JSON.parse(text) as { error?: { code?: unknown; message?: unknown } };
          if (res.status >= 400) {
            expect(typeof json.error?.code, context).toBe('string');
            expect(String(json.error?.message ?? ''), context).not.toBe('');
          }
          expectStorable(json, 'the answer');
        }),
        { numRuns: RUNS },
      );
    }, 120_000);
  }
});

/**
 * Issue 24: deep, wide and malformed JSON, placed anywhere in an otherwise plausible body (an
 * answer, a field, the whole body), to every route that takes a body. Deeper than
 * MAX_JSON_DEPTH is always a 400 with its message, before any parser or rule sees it; malformed
 * JSON is a 4xx on a route that reads a body; nothing is ever a 5xx.
 */
const SHAPE_RUNS = Number(process.env.FUZZ_SHAPE_RUNS ?? 30);

type Shaped = Sent & { shape: JsonShape };

const shapedRequest = (e: Endpoint): fc.Arbitrary<Shaped> => {
  const names = Object.keys(e.knownParams ?? {});
  const params = fc.tuple(...names.map((n) => e.knownParams?.[n] ?? fc.constant('')));
  const around = e.body ?? fc.constant(undefined);
  const shaped = shapedJson(MAX_JSON_DEPTH);
  return fc.tuple(params, around, shaped, fc.nat()).map(([values, value, { raw, shape }, at]) => ({
    url: names.reduce((url, name, i) => url.replace(new RegExp(`:${name}(?![\\w])`), values[i] ?? ''), e.path),
    body: placedInside(value, raw, at),
    shape,
  }));
};

describe('deep, wide and malformed JSON gets a 4xx, never a 5xx', () => {
  const endpoints = endpointsFromDocument(doc, fixtures).filter((e) => e.method !== 'GET');
  it('walks every route that takes a body', () => {
    expect(endpoints.filter((e) => e.body).length).toBeGreaterThan(20);
  });
  for (const e of endpoints) {
    it(`${e.method} ${e.path} (as ${e.as})`, async () => {
      await fc.assert(
        fc.asyncProperty(shapedRequest(e), async (sent) => {
          const res = await send(e, sent);
          const text = await res.text();
          const context = `${sent.shape}: ${e.method} ${sent.url} ${sent.body?.slice(0, 200)} → ${res.status} ${text.slice(0, 300)}`;
          expect(res.status, context).toBeLessThan(500);
          const json = res.headers.get('content-type')?.includes('application/json')
            ? (JSON.parse(text) as { error?: { code?: unknown; message?: unknown } })
            : {};
          // A page outside /api (the test checkout's form) answers HTML and reads no JSON: only no 5xx counts.
          if (!e.path.startsWith('/api/')) return;
          if (res.status >= 400) expect(String(json.error?.message ?? ''), context).not.toBe('');
          if (sent.shape === 'deep') {
            expect(res.status, context).toBe(400);
            expect(json.error?.message, context).toBe(JSON_TOO_DEEP_MESSAGE);
          }
          if (sent.shape === 'malformed' && e.body) expect(res.status, context).toBeGreaterThanOrEqual(400);
        }),
        { numRuns: SHAPE_RUNS },
      );
    }, 120_000);
  }
});
