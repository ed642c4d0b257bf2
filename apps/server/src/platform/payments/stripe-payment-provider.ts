import type { AccountStatus } from '@bloom/core';
import Stripe from 'stripe';
import { notFound } from '../../kernel/service-error';
import {
  type CheckoutState,
  type PaymentProvider,
  type ProviderEvent,
  type ProviderRefund,
  providerRefused,
  providerUnavailable,
  WebhookSignatureError,
} from './payment-provider';

export interface StripeConnectSettings {
  secretKey: string;
  /** STRIPE_CONNECT_WEBHOOK_SECRET: the Connect endpoint's, apart from billing's. */
  webhookSecret: string;
  /** Tests point the real SDK at a local fake Stripe (as billing does). */
  api?: { host: string; port: number; protocol: 'http' | 'https' };
}

/**
 * A Standard account in controller properties (Stripe's `type: 'standard'` is deprecated): the
 * owner has the full Stripe Dashboard, pays Stripe's fees and carries the losses; Stripe collects
 * the onboarding requirements. Bloom takes no application fee (direct charges).
 */
const STANDARD_ACCOUNT: Stripe.AccountCreateParams.Controller = {
  stripe_dashboard: { type: 'full' },
  fees: { payer: 'account' },
  losses: { payments: 'stripe' },
  requirement_collection: 'stripe',
};

const isMissing = (err: unknown) =>
  err instanceof Stripe.errors.StripePermissionError ||
  (err instanceof Stripe.errors.StripeInvalidRequestError &&
    (err.code === 'resource_missing' || err.code === 'account_invalid'));

/** Stripe's failures as ours: a refused request (400), anything else unavailable (502); never a raw 500. */
function providerError(err: unknown): Error {
  if (err instanceof Stripe.errors.StripeInvalidRequestError) {
    console.error('[stripe connect] invalid request:', err.message);
    return providerRefused();
  }
  console.error('[stripe connect]', err);
  return providerUnavailable();
}

async function call<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (err) {
    throw providerError(err);
  }
}

/** The session's status as ours: paid once the money is there; an async payment that failed is failed. */
function statusOf(session: Stripe.Checkout.Session, intent: Stripe.PaymentIntent | null): CheckoutState['status'] {
  if (session.status === 'expired') return 'expired';
  if (session.status !== 'complete') return 'open';
  if (session.payment_status === 'paid' || session.payment_status === 'no_payment_required') return 'paid';
  // Complete but unpaid: an async method still processing, or one that failed.
  return intent && (intent.status === 'requires_payment_method' || intent.status === 'canceled') ? 'failed' : 'open';
}

function methodOf(charge: Stripe.Charge | null): string | null {
  const details = charge?.payment_method_details;
  if (!details) return null;
  if (details.type === 'card' && details.card) {
    const brand = details.card.brand ?? 'card';
    return `${brand.charAt(0).toUpperCase()}${brand.slice(1)} •••• ${details.card.last4 ?? ''}`.trim();
  }
  return details.type;
}

const idOf = (value: string | { id: string } | null | undefined) =>
  value == null ? null : typeof value === 'string' ? value : value.id;

/** What an event names, for the application to re-read (docs/decisions/035-payments.md). */
export function eventOf(event: Stripe.Event): ProviderEvent {
  const object = event.data.object as unknown as Record<string, unknown>;
  const type = event.type as string;
  const sessionId = type.startsWith('checkout.session.') ? idOf(object.id as string) : null;
  // charge.refunded carries a charge, charge.refund.updated a refund: both name their payment intent.
  const paymentRef = type.startsWith('charge.') ? idOf(object.payment_intent as string | null) : null;
  return { id: event.id, type, accountId: event.account ?? null, sessionId, paymentRef };
}

/**
 * PAYMENTS_PROVIDER=stripe: Stripe Connect with each workspace's own Standard account. Checkout
 * Sessions are created on the connected account (`stripeAccount`: direct charges), read back with
 * the payment's charge and refunds; webhooks are verified with STRIPE_CONNECT_WEBHOOK_SECRET.
 */
export function createStripePaymentProvider(settings: StripeConnectSettings): PaymentProvider {
  const stripe = new Stripe(settings.secretKey, { maxNetworkRetries: 1, telemetry: false, ...(settings.api ?? {}) });

  async function accountStatus(accountId: string): Promise<AccountStatus> {
    try {
      const account = await stripe.accounts.retrieve(accountId);
      return account.charges_enabled ? 'active' : 'pending';
    } catch (err) {
      // Deleted, or disconnected from the platform by its owner: nothing connected any more.
      if (isMissing(err)) return 'none';
      throw providerError(err);
    }
  }

  async function refundsOf(chargeId: string, stripeAccount: string): Promise<ProviderRefund[]> {
    const refunds: ProviderRefund[] = [];
    let startingAfter: string | undefined;
    for (;;) {
      const page = await stripe.refunds.list(
        { charge: chargeId, limit: 100, ...(startingAfter ? { starting_after: startingAfter } : {}) },
        { stripeAccount },
      );
      for (const refund of page.data) {
        // A pending refund may still fail: it counts once it went through (charge.refund.updated says so).
        if (refund.status !== 'succeeded') continue;
        refunds.push({
          id: refund.id,
          amount: refund.amount,
          createdAt: new Date(refund.created * 1000).toISOString(),
        });
      }
      const last = page.data.at(-1);
      if (!page.has_more || !last) break;
      startingAfter = last.id;
    }
    return refunds.sort((a, b) => a.createdAt.localeCompare(b.createdAt) || a.id.localeCompare(b.id));
  }

  return {
    name: 'stripe',
    enabled: true,
    testMode: settings.secretKey.startsWith('sk_test_'),

    async connectAccount({ workspaceId, accountId, email, returnUrl, refreshUrl }) {
      const current = accountId ? await accountStatus(accountId) : 'none';
      if (accountId && current === 'active') return { accountId, url: returnUrl, status: current };
      return call(async () => {
        const id =
          accountId && current === 'pending'
            ? accountId
            : (await stripe.accounts.create({ controller: STANDARD_ACCOUNT, email, metadata: { workspaceId } })).id;
        const link = await stripe.accountLinks.create({
          account: id,
          type: 'account_onboarding',
          return_url: returnUrl,
          refresh_url: refreshUrl,
        });
        return { accountId: id, url: link.url, status: 'pending' as const };
      });
    },

    accountStatus,

    async createCheckout(input) {
      const session = await call(() =>
        stripe.checkout.sessions.create(
          {
            mode: 'payment',
            line_items: [
              {
                quantity: 1,
                price_data: {
                  currency: input.currency.toLowerCase(),
                  unit_amount: input.amount,
                  product_data: {
                    name: `Invoice ${input.invoiceNumber}`,
                    ...(input.description ? { description: input.description.slice(0, 500) } : {}),
                  },
                },
              },
            ],
            success_url: input.successUrl,
            cancel_url: input.cancelUrl,
            ...(input.customerEmail ? { customer_email: input.customerEmail } : {}),
            metadata: input.metadata,
            payment_intent_data: { description: `Invoice ${input.invoiceNumber}`, metadata: input.metadata },
          },
          { stripeAccount: input.accountId },
        ),
      );
      if (!session.url) throw providerUnavailable();
      return { sessionId: session.id, url: session.url };
    },

    async readCheckout(accountId, sessionId) {
      try {
        const session = await stripe.checkout.sessions.retrieve(
          sessionId,
          { expand: ['payment_intent.latest_charge'] },
          { stripeAccount: accountId },
        );
        const intent = typeof session.payment_intent === 'object' ? session.payment_intent : null;
        const charge = intent && typeof intent.latest_charge === 'object' ? intent.latest_charge : null;
        const status = statusOf(session, intent);
        return {
          status,
          amount: session.amount_total ?? 0,
          currency: (session.currency ?? '').toUpperCase(),
          paymentRef: idOf(session.payment_intent),
          method: status === 'paid' ? methodOf(charge) : null,
          refunds: charge && charge.amount_refunded > 0 ? await refundsOf(charge.id, accountId) : [],
        };
      } catch (err) {
        if (isMissing(err)) throw notFound();
        throw providerError(err);
      }
    },

    parseWebhook(rawBody, signature) {
      let event: Stripe.Event;
      try {
        // Checks the signature and that its timestamp is recent (a replay of an old delivery fails).
        event = stripe.webhooks.constructEvent(rawBody, signature ?? '', settings.webhookSecret);
      } catch {
        throw new WebhookSignatureError();
      }
      return eventOf(event);
    },
  };
}
