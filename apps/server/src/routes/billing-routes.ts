import { checkoutInputSchema, portalInputSchema } from '@bloom/core';
import { type Context, Hono } from 'hono';
import { type BillingContext, openPortal, startCheckout, subscriptionState } from '../billing/billing-service';
import type { Billing } from '../billing/provider';
import type { Db } from '../db/database';
import type { AppEnv } from '../http/context';
import { type LinkSettings, linkOrigin } from '../http/link-origin';
import { planFromRequest } from '../http/plan-from-request';
import { readJson } from '../http/read-json';
import { requireOwner } from '../http/session';
import { notFound } from '../services/service-error';

/** Billing routes stay reachable whatever the gate says: the gate screens are built on them. */
export function billingRoutes({ db, billing, links }: { db: Db; billing: Billing; links: LinkSettings }) {
  const r = new Hono<AppEnv>();
  const owner = requireOwner(db, { gate: false });
  const ctx = (c: Context<AppEnv>): BillingContext => ({
    db,
    billing,
    origin: linkOrigin(c.req.raw, links),
    user: { id: c.get('owner').userId, email: c.get('user')?.email ?? '' },
  });

  r.get('/plans', (c) => {
    c.header('cache-control', 'public, max-age=300');
    return c.json(billing.pricing);
  });

  r.get('/subscription', owner, async (c) => c.json(await subscriptionState(ctx(c), planFromRequest(c))));

  r.post('/checkout', owner, async (c) => {
    const input = await readJson(c, checkoutInputSchema);
    const plan = planFromRequest(c, input.plan);
    return c.json(await startCheckout(ctx(c), { ...input, plan }));
  });

  r.post('/portal', owner, async (c) => {
    const input = await readJson(c, portalInputSchema);
    return c.json(await openPortal(ctx(c), input.returnPath));
  });

  r.post('/webhook', async (c) => {
    if (!billing.webhook) throw notFound();
    await billing.webhook(await c.req.text(), c.req.header('stripe-signature'));
    return c.json({ received: true });
  });

  return r;
}
