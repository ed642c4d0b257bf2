import fc from 'fast-check';
import {
  anyJson,
  anyString,
  body,
  edgeInstant,
  edgeNumberText,
  field,
  pathValue,
  pick,
  salted,
  shape,
  text,
} from './arbitraries';

/**
 * The fuzz test's endpoints, read from the app's own OpenAPI document: every declared route with
 * a JSON body or none is fuzzed the day it is declared. Inputs come from the declared schemas
 * (mostly plausible, so requests reach the services and the database, now and then anything),
 * ids from the fixtures (the actor's own, another workspace's, ones that name nothing).
 */

/** Who sends the request. The gate and the rate limits depend on it, and so does what a run may break. */
export type Actor =
  | 'anonymous'
  /** Subscribed; owns the journeys below. */
  | 'owner'
  /** Subscribed; its subscription is churned by the test portal's actions. */
  | 'billingOwner'
  /** Signed up, never subscribed: checkout really starts. */
  | 'newUser'
  /** Listed in ADMIN_EMAILS (not subscribed): reads the landing report. */
  | 'admin';

/** Ids that exist: the actor's own, another workspace's, the built-ins (filled in by the test's setup). */
export interface Fixtures {
  journeyIds: string[];
  stageIds: string[];
  templateIds: string[];
  checkoutIds: string[];
  portalIds: string[];
  resetTokens: string[];
  /** Clients (projects): the owner's, another workspace's. */
  clientIds: string[];
  /** Their contacts (issue 33): primary and not, of both workspaces, and one of nothing. */
  contactIds: string[];
  /** Deliverables and attachments of those clients (and ids of nothing). */
  deliverableIds: string[];
  attachmentIds: string[];
  /** Share tokens (the owner's client, another workspace's client, one that names nothing). */
  portalTokens: string[];
  /** Submissions and testimonials of those clients (and ids of nothing). */
  submissionIds: string[];
  testimonialIds: string[];
  /** Widgets (issue 21): the owner's, another workspace's, one that names nothing. */
  widgetIds: string[];
  /** Webhook endpoints and their log's messages (issue 22): the owner's, another workspace's, ones of nothing. */
  webhookEndpointIds: string[];
  webhookMessageIds: string[];
  /** API keys (issue 22): the owner's, another workspace's, one of nothing. */
  apiKeyIds: string[];
  /** The team (issue 33): invitations, members' user ids, workspaces, invitation link tokens. */
  invitationIds: string[];
  memberIds: string[];
  workspaceIds: string[];
  invitationTokens: string[];
  /** Agreements (issue 34): one of each workspace's client, and one of nothing. */
  agreementIds: string[];
  /** Payments (issue 35): invoices and credit notes of each workspace's client, and ids of nothing. */
  invoiceIds: string[];
  creditNoteIds: string[];
}

/** Fixtures with nothing in them yet: a fuzz test's setup fills them. */
export const emptyFixtures = (): Fixtures => ({
  journeyIds: [],
  stageIds: [],
  templateIds: [],
  checkoutIds: [],
  portalIds: [],
  resetTokens: [],
  clientIds: [],
  contactIds: [],
  deliverableIds: [],
  attachmentIds: [],
  portalTokens: [],
  submissionIds: [],
  testimonialIds: [],
  widgetIds: [],
  webhookEndpointIds: [],
  webhookMessageIds: [],
  apiKeyIds: [],
  invitationIds: [],
  memberIds: [],
  workspaceIds: [],
  invitationTokens: [],
  agreementIds: [],
  invoiceIds: [],
  creditNoteIds: [],
});

export interface Endpoint {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** `:name` (in the path or the query) is replaced by a value from `params`, percent-encoded. */
  path: string;
  as: Actor;
  params?: Record<string, fc.Arbitrary<string>>;
  /** The same params drawn from the fixtures only (no garbage), so the request reaches its route. */
  knownParams?: Record<string, fc.Arbitrary<string>>;
  /** The body is declared as application/json (else raw text, or none when `body` is undefined). */
  json?: boolean;
  /** The JSON body; the runner also sends malformed, huge and deeply nested JSON now and then. */
  body?: fc.Arbitrary<unknown>;
}

/** The parts of an OpenAPI 3.1 document this reads. */
export interface OpenApiDocument {
  paths: Record<string, Record<string, Operation>>;
}
interface Operation {
  parameters?: { name: string; in: 'path' | 'query' | 'header' | 'cookie'; schema?: JsonSchema }[];
  requestBody?: { content: Record<string, { schema?: JsonSchema }> };
}
interface JsonSchema {
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  properties?: Record<string, JsonSchema>;
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  maxItems?: number;
  format?: string;
}

/** The OpenAPI document an app serves at `path` (read before the tests are collected: it decides which there are). */
export const documentOf = async (app: { request: (path: string) => Response | Promise<Response> }, path: string) =>
  (await (await app.request(path)).json()) as OpenApiDocument;

/** Who calls a route: the session its checks need (the portal and the public routes need none). */
export function actorFor(method: string, path: string): Actor {
  if (path === '/api/auth/get-session') return 'owner';
  if (/^\/api\/(portal|auth|site|analytics|health|password-reset|unsubscribe)\b/.test(path)) return 'anonymous';
  if (path === '/api/billing/plans' || path === '/api/billing/webhook') return 'anonymous';
  if (path === '/api/payments/webhooks/stripe') return 'anonymous';
  if (path.startsWith('/api/billing/test/portal')) return 'billingOwner';
  if (path.startsWith('/api/billing/test/checkout') || (path === '/api/billing/checkout' && method === 'POST')) {
    return 'newUser';
  }
  if (path.startsWith('/api/admin')) return 'admin';
  return 'owner';
}

/** The ids a path parameter may name, by where it sits. */
function idsFor(path: string, name: string, f: Fixtures): string[] {
  if (path.startsWith('/api/invitations/')) return f.invitationTokens;
  if (path.startsWith('/api/team/invitations/')) return f.invitationIds;
  if (path.startsWith('/api/team/members/')) return f.memberIds;
  if (path.startsWith('/api/workspaces/')) return f.workspaceIds;
  if (name === 'token') return f.portalTokens;
  if (name === 'clientId') return f.clientIds;
  if (name === 'contactId') return f.contactIds;
  if (name === 'agreementId') return f.agreementIds;
  if (name === 'invoiceId') return f.invoiceIds;
  if (name === 'creditNoteId') return f.creditNoteIds;
  if (name === 'deliverableId') return f.deliverableIds;
  if (name === 'attachmentId') return f.attachmentIds;
  if (name === 'stageId') return f.stageIds;
  if (name === 'widgetId') return f.widgetIds;
  if (name === 'messageId' && path.startsWith('/api/webhooks/')) return f.webhookMessageIds;
  // The public API's areas sit one level deeper: /api/v1/clients/{id}.
  const area = path.split('/')[path.startsWith('/api/v1/') ? 3 : 2];
  if (area === 'journeys') return f.journeyIds;
  if (area === 'clients') return f.clientIds;
  if (area === 'submissions') return f.submissionIds;
  if (area === 'testimonials') return f.testimonialIds;
  if (area === 'widgets') return f.widgetIds;
  if (area === 'webhooks') return f.webhookEndpointIds;
  if (area === 'api-keys') return f.apiKeyIds;
  if (path.startsWith('/api/billing/test/checkout')) return f.checkoutIds;
  if (path.startsWith('/api/billing/test/portal')) return f.portalIds;
  return allIds(f);
}

const allIds = (f: Fixtures) => Object.values(f).flat();

/** The values a query parameter may take: its enum, ids, dates, or anything. */
function queryValue(name: string, schema: JsonSchema | undefined, f: Fixtures): fc.Arbitrary<string> {
  const choices = enumOf(schema);
  if (choices) return pathValue(choices.map(String));
  if (name === 'token') return pathValue(f.resetTokens);
  if (/^(from|to|since)$/.test(name) || schema?.format === 'date-time') {
    const plain = pathValue(['2026-01-01', '2026-03-01T00:00:00.000Z', '2026-12-31T23:59:59.999Z', 'yesterday']);
    return fc.oneof(plain, edgeInstant.map(encodeURIComponent));
  }
  if (schema?.type === 'integer' || schema?.type === 'number') {
    return fc.oneof(pathValue(['1', '20', '-1']), edgeNumberText.map(encodeURIComponent));
  }
  return pathValue([...allIds(f), 'a', '1', '20', '-1']);
}

const enumOf = (schema: JsonSchema | undefined): unknown[] | undefined =>
  schema?.enum ?? (schema?.const !== undefined ? [schema.const] : undefined);

/** A value of a declared JSON schema: plausible most of the time, hostile now and then (`field`). */
export function arbitraryOf(schema: JsonSchema | undefined, f: Fixtures, name = '', depth = 0): fc.Arbitrary<unknown> {
  if (!schema || depth > 6) return anyJson;
  const choices = enumOf(schema);
  if (choices) return fc.constantFrom(...choices);
  const options = schema.anyOf ?? schema.oneOf;
  if (options?.length) return fc.oneof(...options.map((s) => arbitraryOf(s, f, name, depth + 1)));
  if (schema.allOf?.length) return arbitraryOf(schema.allOf[0], f, name, depth + 1);
  const types = Array.isArray(schema.type) ? schema.type : schema.type ? [schema.type] : [];
  if (types.length > 1) return fc.oneof(...types.map((type) => arbitraryOf({ ...schema, type }, f, name, depth + 1)));
  switch (types[0]) {
    case 'null':
      return fc.constant(null);
    case 'boolean':
      return fc.boolean();
    case 'integer':
    case 'number': {
      const min = schema.minimum ?? -5;
      const max = schema.maximum ?? Math.max(min + 10, 100);
      return fc.oneof(
        fc.integer({ min: Math.ceil(min), max: Math.floor(max) }),
        fc.integer({ min: -2, max: 1e6 }),
        fc.constantFrom(-0, 0.5, 2 ** 31, 2 ** 53 + 2, -(2 ** 63), 1e300, Number.MIN_VALUE),
      );
    }
    case 'string':
      return stringOf(schema, f, name);
    case 'array':
      return fc.array(arbitraryOf(schema.items, f, name, depth + 1), { maxLength: Math.min(schema.maxItems ?? 4, 4) });
    case 'object': {
      const model = Object.fromEntries(
        Object.entries(schema.properties ?? {}).map(([key, s]) => [key, field(arbitraryOf(s, f, key, depth + 1))]),
      );
      return shape(model);
    }
    default:
      return anyJson;
  }
}

function stringOf(schema: JsonSchema, f: Fixtures, name: string): fc.Arbitrary<string> {
  if (schema.format === 'date-time') return fc.oneof(edgeInstant, text(40));
  if (schema.format === 'email' || /email/i.test(name)) {
    return salted(fc.nat().map((n) => `fuzz.${n}@example.com`));
  }
  if (/password/i.test(name)) return salted(fc.constantFrom('Sunflower#2026', 'short', 'x'.repeat(140)));
  if (/(Id|^id|token)$/.test(name)) return fc.oneof(pick(allIds(f)), pick(f.resetTokens), text(100));
  if (/(Path|Url|url)$/.test(name)) return salted(fc.webPath().map((p) => `/${p.replace(/^\/+/, '')}`));
  const max = Math.min(schema.maxLength ?? 200, 400);
  return fc.oneof({ weight: 3, arbitrary: text(Math.max(max, 1)) }, { weight: 1, arbitrary: anyString });
}

/**
 * Every route of the document whose body is JSON or absent. Multipart uploads have their own fuzz
 * test (deliverables-upload-fuzz, portal-fuzz); the document itself is served, not fuzzed.
 */
export function endpointsFromDocument(doc: OpenApiDocument, f: Fixtures): Endpoint[] {
  const endpoints: Endpoint[] = [];
  for (const [docPath, operations] of Object.entries(doc.paths)) {
    for (const [method, op] of Object.entries(operations)) {
      if (docPath === '/api/openapi.json') continue;
      const content = op.requestBody?.content ?? {};
      if (Object.keys(content).some((type) => type.startsWith('multipart/'))) continue;
      const path = docPath.replaceAll(/\{([^}]+)\}/g, ':$1');
      const params: Record<string, fc.Arbitrary<string>> = {};
      const knownParams: Record<string, fc.Arbitrary<string>> = {};
      const query: string[] = [];
      for (const p of op.parameters ?? []) {
        if (p.in === 'path') {
          params[p.name] = pathValue(idsFor(docPath, p.name, f));
          knownParams[p.name] = pick(idsFor(docPath, p.name, f)).map(encodeURIComponent);
        }
        if (p.in === 'query') {
          const value = queryValue(p.name, p.schema, f);
          params[p.name] = value;
          knownParams[p.name] = value;
          query.push(`${p.name}=:${p.name}`);
        }
      }
      const json = content['application/json']?.schema;
      const raw = Object.keys(content).length > 0 && !json;
      endpoints.push({
        method: method.toUpperCase() as Endpoint['method'],
        path: query.length ? `${path}?${query.join('&')}` : path,
        as: actorFor(method.toUpperCase(), docPath),
        params,
        knownParams,
        json: json !== undefined,
        body: json ? body(arbitraryOf(json, f)) : raw ? body(anyString) : undefined,
      });
    }
  }
  return endpoints;
}
