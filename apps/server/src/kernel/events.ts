import type { Role } from '@bloom/core';
import type { Kysely } from 'kysely';
import type { Database } from '../platform/db/schema';

/** The transaction a change runs in: its events are published, and reacted to, inside it. */
export type EventTrx = Kysely<Database>;

/**
 * Every change an area announces, by name, with what a reaction needs to know. The code that
 * makes the change publishes it once, inside its transaction; the areas that react (insights,
 * notifications, webhooks…) subscribe in their own folders, so adding a reaction never means
 * editing the code that causes it. A rollback takes the reactions' writes with it.
 */
export interface DomainEvents {
  /** `createdBy`: the person who added it (a Member's new client is assigned to them). */
  'client.created': { workspaceId: string; clientId: string; createdBy: { userId: string; role: Role } };
  /** The owner moved the client to another journey (its progress starts again). */
  'client.journey-changed': { workspaceId: string; clientId: string };
  /** A client's personal data was erased (modules/erasure); its row stays as a tombstone. */
  'client.erased': { workspaceId: string; clientId: string };
  /** The portal's "seen" beacon: the client opened their portal, maybe a stage's form too. */
  'portal.seen': { clientId: string; stageId: string | null };
  /** The client saved a stage's first draft. */
  'stage.started': { clientId: string; stageId: string };
  /** A stage's first submission, or its answer to 'Request changes' (`resubmitted`); an edit is not one. */
  'submission.created': {
    workspaceId: string;
    clientId: string;
    stageId: string;
    stageType: string;
    submissionId: string;
    resubmitted: boolean;
  };
  /** The owner's 'Request changes'. */
  'submission.sent-back': { clientId: string; stageId: string | null };
  'testimonial.created': { workspaceId: string; testimonialId: string };
  /** The client approved the last deliverable of a milestone that asks no questions: the stage is done. */
  'deliverables.approved': { workspaceId: string; clientId: string; stageId: string };
  /** A milestone stage first counts as done (submitted, or its deliverables approved). */
  'milestone.reached': { workspaceId: string; clientId: string; stageId: string };
  /**
   * A portal write recounted the client's journey (a stage done, answers changed, conditions
   * re-read): which stages apply and which are done may have changed. Due dates follow it.
   */
  'progress.settled': { workspaceId: string; clientId: string };
  /** The owner saved a journey's stages (conditions and due date rules among them). */
  'journey.saved': { workspaceId: string; journeyId: string };
  /** A stage that applies to the client passed its due date without being done (once per date). */
  'stage.overdue': { workspaceId: string; clientId: string; stageId: string; dueOn: string };
  /** The client's status turned completed; `lastStageId` is the journey's finish line. */
  'journey.completed': { workspaceId: string; clientId: string; lastStageId: string | null };
  /** A signer signed an agreement (a client's contact in the portal, or the countersigning member). */
  'agreement.signed': {
    workspaceId: string;
    clientId: string;
    agreementId: string;
    stageId: string | null;
    signerId: string;
    signerKind: 'contact' | 'member';
  };
  /** Everyone signed: the sealed final PDF is stored and the stage counts as done. */
  'agreement.completed': { workspaceId: string; clientId: string; agreementId: string; stageId: string | null };
  /** A contact declined to sign, with their reason: the agreement stops until a new version is sent. */
  'agreement.declined': {
    workspaceId: string;
    clientId: string;
    agreementId: string;
    stageId: string | null;
    reason: string;
  };
  /** An invoice got its number (a plan started, a date came, a milestone was reached). */
  'invoice.issued': { workspaceId: string; clientId: string; invoiceId: string };
  /** The provider confirmed a payment (once per payment, however often its events arrive). */
  'payment.succeeded': {
    workspaceId: string;
    clientId: string;
    invoiceId: string;
    paymentId: string;
    amount: number;
    currency: string;
  };
  /** An invoice is paid in full. */
  'invoice.paid': { workspaceId: string; clientId: string; invoiceId: string };
  /** A refund at the provider, recorded as a credit note (one per provider refund). */
  'payment.refunded': {
    workspaceId: string;
    clientId: string;
    invoiceId: string;
    paymentId: string;
    creditNoteId: string;
    amount: number;
    currency: string;
  };
}

export type EventName = keyof DomainEvents;
export type Subscriber<K extends EventName> = (trx: EventTrx, event: DomainEvents[K]) => Promise<unknown>;
/** One area's reactions, by event. */
export type Subscriptions = { [K in EventName]?: Subscriber<K> };

export interface Events {
  /** Runs every subscriber of `name`, in order, inside `trx`; one that throws rolls the change back. */
  publish<K extends EventName>(trx: EventTrx, name: K, event: DomainEvents[K]): Promise<void>;
}

/** The app's event hook, from each reacting area's subscriptions (in the order given). */
export function createEvents(...areas: Subscriptions[]): Events {
  return {
    async publish(trx, name, event) {
      // One transaction is one connection: the reactions run one after another, never at once.
      for (const area of areas) await area[name]?.(trx, event);
    },
  };
}
