import { BILLING_MESSAGES, ERROR_CODES, testPortalActionSchema } from '@bloom/core';
import { Hono } from 'hono';
import { TEST_SESSION_NOT_FOUND, type TestBilling } from '../billing/test-provider';
import type { Db } from '../db/database';
import type { AppEnv } from '../http/context';
import { saneIdParams } from '../http/path-ids';
import { readJson } from '../http/read-json';
import { requireOwner } from '../http/session';
import { ServiceError } from '../services/service-error';

/** The test provider's checkout and billing-portal pages talk to these (BILLING_PROVIDER=test only). */
export function billingTestRoutes({ db, testBilling }: { db: Db; testBilling: TestBilling }) {
  const r = new Hono<AppEnv>();
  r.use('*', requireOwner(db, { gate: false }));
  r.use('/checkout/:id/*', saneIdParams(TEST_SESSION_NOT_FOUND.checkout));
  r.use('/portal/:id/*', saneIdParams(TEST_SESSION_NOT_FOUND.portal));

  r.get('/checkout/:id', async (c) => c.json(await testBilling.checkoutView(c.req.param('id'), c.get('owner').userId)));

  r.post('/checkout/:id/complete', async (c) =>
    c.json(await testBilling.completeCheckout(c.req.param('id'), c.get('owner').userId)),
  );

  /** 'Decline card': the payment fails as a declined card would; nothing changes. */
  r.post('/checkout/:id/decline', async (c) => {
    await testBilling.checkoutView(c.req.param('id'), c.get('owner').userId);
    throw new ServiceError(ERROR_CODES.CARD_DECLINED, BILLING_MESSAGES.declined);
  });

  r.get('/portal/:id', async (c) => c.json(await testBilling.portalView(c.req.param('id'), c.get('owner').userId)));

  r.post('/portal/:id/action', async (c) => {
    const action = await readJson(c, testPortalActionSchema);
    return c.json(await testBilling.portalAction(c.req.param('id'), c.get('owner').userId, action));
  });

  return r;
}
