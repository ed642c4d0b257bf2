import type { Events } from '../../kernel/events';
import type { Db } from '../../platform/db/database';
import type { PaymentProvider } from '../../platform/payments/payment-provider';

/** What the payment flows need beside their input: the database, the provider, the event hook. */
export interface PaymentServices {
  db: Db;
  provider: PaymentProvider;
  events: Events;
}
