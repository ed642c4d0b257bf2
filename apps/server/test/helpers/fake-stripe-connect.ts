import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';

export interface FakeConnectRequest {
  method: string;
  path: string;
  /** The Stripe-Account header: which connected account the call acts on (null: the platform). */
  account: string | null;
  /** Form-encoded parameters exactly as the SDK sent them, e.g. `line_items[0][price_data][currency]`. */
  params: Record<string, string>;
}

interface FakeAccount {
  id: string;
  email: string | null;
  charges_enabled: boolean;
  details_submitted: boolean;
  metadata: Record<string, string>;
}

interface FakeSession {
  id: string;
  account: string;
  status: 'open' | 'complete' | 'expired';
  payment_status: 'paid' | 'unpaid';
  amount_total: number;
  currency: string;
  url: string;
  metadata: Record<string, string>;
  intent: { id: string; status: string; charge: string | null } | null;
}

interface FakeRefund {
  id: string;
  charge: string;
  payment_intent: string;
  amount: number;
  status: 'succeeded' | 'pending' | 'failed';
  created: number;
}

const notFound = (what: string, id: string) => ({
  status: 404,
  json: { error: { type: 'invalid_request_error', code: 'resource_missing', message: `No such ${what}: '${id}'` } },
});

/** What the SDK sent as `metadata[key]=value`, back as an object. */
const metadataOf = (params: Record<string, string>, prefix = 'metadata') =>
  Object.fromEntries(
    Object.entries(params).flatMap(([key, value]) => {
      const m = key.match(new RegExp(`^${prefix.replace(/[[\]]/g, '\\$&')}\\[([^\\]]+)\\]$`));
      return m?.[1] ? [[m[1], value]] : [];
    }),
  );

/**
 * A local HTTP server answering the Stripe Connect calls of platform/payments/stripe-payment-provider.ts,
 * for the real SDK to talk to: accounts, account links, checkout sessions on a connected account
 * (Stripe-Account header), refunds. The test moves a session on (`pay`, `fail`, `expire`, `refund`)
 * as a customer or the owner's dashboard would, and signs webhook payloads as Stripe does (`sign`).
 */
export async function startFakeStripeConnect(webhookSecret: string) {
  const requests: FakeConnectRequest[] = [];
  const accounts = new Map<string, FakeAccount>();
  const sessions = new Map<string, FakeSession>();
  const refunds: FakeRefund[] = [];
  let counter = 0;
  const id = (prefix: string) => `${prefix}_fake_${++counter}`;
  const now = () => Math.floor(Date.now() / 1000);

  const sessionJson = (s: FakeSession, expand: string[]) => {
    const expanded = expand.includes('payment_intent') || expand.includes('payment_intent.latest_charge');
    const charge = s.intent?.charge ? chargeJson(s.intent.charge, s.intent.id) : null;
    const intent = s.intent && {
      id: s.intent.id,
      object: 'payment_intent',
      status: s.intent.status,
      latest_charge: expand.includes('payment_intent.latest_charge') ? charge : (s.intent.charge ?? null),
    };
    return {
      id: s.id,
      object: 'checkout.session',
      mode: 'payment',
      status: s.status,
      payment_status: s.payment_status,
      amount_total: s.amount_total,
      currency: s.currency,
      url: s.status === 'open' ? s.url : null,
      metadata: s.metadata,
      payment_intent: expanded ? intent : (s.intent?.id ?? null),
    };
  };

  const chargeJson = (chargeId: string, intentId: string) => ({
    id: chargeId,
    object: 'charge',
    payment_intent: intentId,
    amount_refunded: refunds.filter((r) => r.charge === chargeId).reduce((sum, r) => sum + r.amount, 0),
    payment_method_details: { type: 'card', card: { brand: 'visa', last4: '4242' } },
  });

  const refundJson = (r: FakeRefund) => ({ object: 'refund', ...r });

  function answer(method: string, path: string, account: string | null, params: Record<string, string>) {
    if (method === 'POST' && path === '/v1/accounts') {
      const acct: FakeAccount = {
        id: id('acct'),
        email: params.email ?? null,
        charges_enabled: false,
        details_submitted: false,
        metadata: metadataOf(params),
      };
      accounts.set(acct.id, acct);
      return { status: 200, json: { object: 'account', ...acct } };
    }
    const acctPath = path.match(/^\/v1\/accounts\/([^/]+)$/);
    if (method === 'GET' && acctPath?.[1]) {
      const acct = accounts.get(acctPath[1]);
      return acct ? { status: 200, json: { object: 'account', ...acct } } : notFound('account', acctPath[1]);
    }
    if (method === 'POST' && path === '/v1/account_links') {
      const acct = params.account ? accounts.get(params.account) : undefined;
      if (!acct) return notFound('account', params.account ?? '');
      return {
        status: 200,
        json: {
          object: 'account_link',
          url: `https://connect.stripe.test/setup/${acct.id}`,
          created: now(),
          expires_at: now() + 300,
        },
      };
    }
    if (method === 'POST' && path === '/v1/checkout/sessions') {
      if (!account || !accounts.has(account)) return notFound('account', account ?? '');
      const sid = id('cs');
      const quantity = Number(params['line_items[0][quantity]'] ?? 1);
      const session: FakeSession = {
        id: sid,
        account,
        status: 'open',
        payment_status: 'unpaid',
        amount_total: Number(params['line_items[0][price_data][unit_amount]'] ?? 0) * quantity,
        currency: params['line_items[0][price_data][currency]'] ?? 'usd',
        url: `https://checkout.stripe.test/c/${sid}`,
        metadata: metadataOf(params),
        intent: null,
      };
      sessions.set(sid, session);
      return { status: 200, json: sessionJson(session, []) };
    }
    const sessionPath = path.match(/^\/v1\/checkout\/sessions\/([^/]+)$/);
    if (method === 'GET' && sessionPath?.[1]) {
      const session = sessions.get(sessionPath[1]);
      // Another account's session does not exist as far as this account can tell.
      if (!session || session.account !== account) return notFound('checkout.session', sessionPath[1]);
      const expand = Object.entries(params)
        .filter(([key]) => key.startsWith('expand['))
        .map(([, value]) => value);
      return { status: 200, json: sessionJson(session, expand) };
    }
    if (method === 'GET' && path === '/v1/refunds') {
      const data = refunds
        .filter((r) => (!params.charge || r.charge === params.charge) && owns(account, r.payment_intent))
        .map(refundJson);
      return { status: 200, json: { object: 'list', url: '/v1/refunds', has_more: false, data } };
    }
    if (method === 'POST' && path === '/v1/refunds') {
      const session = [...sessions.values()].find(
        (s) => s.account === account && s.intent && s.intent.id === params.payment_intent,
      );
      if (!session) return notFound('payment_intent', params.payment_intent ?? '');
      return { status: 200, json: refundJson(addRefund(session, params.amount ? Number(params.amount) : undefined)) };
    }
    return {
      status: 404,
      json: { error: { type: 'invalid_request_error', message: `No such route: ${method} ${path}` } },
    };
  }

  const owns = (account: string | null, intentId: string) =>
    [...sessions.values()].some((s) => s.account === account && s.intent?.id === intentId);

  function addRefund(session: FakeSession, amount?: number, status: FakeRefund['status'] = 'succeeded') {
    if (!session.intent?.charge) throw new Error(`session ${session.id} is not paid`);
    const refunded = refunds.filter((r) => r.charge === session.intent?.charge).reduce((sum, r) => sum + r.amount, 0);
    const refund: FakeRefund = {
      id: id('re'),
      charge: session.intent.charge,
      payment_intent: session.intent.id,
      amount: amount ?? session.amount_total - refunded,
      status,
      created: now() + refunds.length,
    };
    refunds.push(refund);
    return refund;
  }

  const server: Server = createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://fake');
    const params = Object.fromEntries(new URLSearchParams(req.method === 'GET' ? url.search : await body(req)));
    const account = (req.headers['stripe-account'] as string | undefined) ?? null;
    requests.push({ method: req.method ?? 'GET', path: url.pathname, account, params });
    const { status, json } = answer(req.method ?? 'GET', url.pathname, account, params);
    res.writeHead(status, { 'content-type': 'application/json', 'request-id': id('req') });
    res.end(JSON.stringify(json));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const signer = new Stripe('sk_test_signer');

  const session = (sid: string) => {
    const found = sessions.get(sid);
    if (!found) throw new Error(`no fake session ${sid}`);
    return found;
  };

  return {
    api: { host: '127.0.0.1', port, protocol: 'http' as const },
    requests,
    accounts,
    sessions,
    /** The owner finished onboarding: the account takes charges. */
    activate(accountId: string) {
      const acct = accounts.get(accountId);
      if (!acct) throw new Error(`no fake account ${accountId}`);
      Object.assign(acct, { charges_enabled: true, details_submitted: true });
    },
    /** The customer paid by card: complete, paid, one charge. */
    pay(sid: string) {
      const s = session(sid);
      Object.assign(s, { status: 'complete', payment_status: 'paid' });
      s.intent = { id: id('pi'), status: 'succeeded', charge: id('ch') };
      return s.intent;
    },
    /** An async payment method failed after the session completed. */
    fail(sid: string) {
      const s = session(sid);
      Object.assign(s, { status: 'complete', payment_status: 'unpaid' });
      s.intent = { id: id('pi'), status: 'requires_payment_method', charge: null };
    },
    expire(sid: string) {
      session(sid).status = 'expired';
    },
    /** A refund from the owner's dashboard (all that is left when `amount` is omitted). */
    refund(sid: string, amount?: number, status: FakeRefund['status'] = 'succeeded') {
      return addRefund(session(sid), amount, status);
    },
    /** An event as Stripe delivers it to a Connect endpoint: `account` names the connected account. */
    event(eventId: string, type: string, object: Record<string, unknown>, account: string | null) {
      return JSON.stringify({
        id: eventId,
        object: 'event',
        type,
        account,
        created: now(),
        livemode: false,
        api_version: '2026-10-28.endive',
        data: { object },
      });
    },
    /** The Stripe-Signature header of `payload` signed with the endpoint's secret (or another), at `timestamp`. */
    sign(payload: string, options: { secret?: string; timestamp?: number } = {}) {
      return signer.webhooks.generateTestHeaderString({
        payload,
        secret: options.secret ?? webhookSecret,
        ...(options.timestamp !== undefined ? { timestamp: options.timestamp } : {}),
      });
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type FakeStripeConnect = Awaited<ReturnType<typeof startFakeStripeConnect>>;

async function body(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}
