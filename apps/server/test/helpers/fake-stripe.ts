import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface FakeStripeRequest {
  method: string;
  path: string;
  /** Form-encoded parameters exactly as the SDK sent them, e.g. `line_items[0][price]`. */
  params: Record<string, string>;
}

/**
 * A local HTTP server that answers the few Stripe API calls we make, for the real SDK to talk to.
 * Tests set `subscriptions` to what Stripe "currently" holds.
 */
export async function startFakeStripe() {
  const requests: FakeStripeRequest[] = [];
  const subscriptions = new Map<string, Record<string, unknown>>();
  let counter = 0;
  const id = (prefix: string) => `${prefix}_fake_${++counter}`;

  const server: Server = createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://fake');
    const params = Object.fromEntries(new URLSearchParams(req.method === 'GET' ? url.search : await body(req)));
    requests.push({ method: req.method ?? 'GET', path: url.pathname, params });
    const send = (status: number, json: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json', 'request-id': id('req') });
      res.end(JSON.stringify(json));
    };
    if (req.method === 'POST' && url.pathname === '/v1/customers') {
      return send(200, { id: id('cus'), object: 'customer', email: params.email, metadata: {} });
    }
    if (req.method === 'POST' && url.pathname === '/v1/checkout/sessions') {
      const sid = id('cs');
      return send(200, { id: sid, object: 'checkout.session', url: `https://checkout.stripe.test/c/${sid}` });
    }
    if (req.method === 'POST' && url.pathname === '/v1/billing_portal/sessions') {
      return send(200, { id: id('bps'), object: 'billing_portal.session', url: 'https://billing.stripe.test/p/1' });
    }
    const sub = url.pathname.match(/^\/v1\/subscriptions\/([^/]+)$/);
    if (req.method === 'GET' && sub?.[1]) {
      const found = subscriptions.get(sub[1]);
      if (found) return send(200, found);
    }
    // Cancel now (DELETE /v1/subscriptions/{id}); an unknown id is Stripe's resource_missing.
    if (req.method === 'DELETE' && sub?.[1]) {
      const found = subscriptions.get(sub[1]);
      if (!found) {
        return send(404, {
          error: {
            type: 'invalid_request_error',
            code: 'resource_missing',
            message: `No such subscription: '${sub[1]}'`,
          },
        });
      }
      const canceled = { ...found, status: 'canceled' };
      subscriptions.set(sub[1], canceled);
      return send(200, canceled);
    }
    send(404, { error: { type: 'invalid_request_error', message: `No such route: ${req.method} ${url.pathname}` } });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    api: { host: '127.0.0.1', port, protocol: 'http' as const },
    requests,
    subscriptions,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

async function body(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

/** A Stripe subscription object as the API returns it (only the fields we read). */
export function stripeSubscription(input: {
  id: string;
  customer: string;
  userId: string;
  plan: string;
  status: string;
  trialEnd?: number | null;
  cancelAtPeriodEnd?: boolean;
  periodEnd?: number;
  card?: { brand: string; last4: string } | null;
}) {
  return {
    id: input.id,
    object: 'subscription',
    customer: input.customer,
    status: input.status,
    metadata: { userId: input.userId, plan: input.plan },
    trial_end: input.trialEnd ?? null,
    cancel_at_period_end: input.cancelAtPeriodEnd ?? false,
    default_payment_method: input.card
      ? { id: 'pm_fake', object: 'payment_method', card: { brand: input.card.brand, last4: input.card.last4 } }
      : null,
    items: {
      object: 'list',
      data: [{ id: 'si_fake', current_period_end: input.periodEnd ?? 1_900_000_000, price: { id: 'price_fake' } }],
    },
  };
}
