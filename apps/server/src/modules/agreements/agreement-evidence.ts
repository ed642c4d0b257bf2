import { type AgreementEventKind, isTimeZone } from '@bloom/core';
import type { Kysely } from 'kysely';
import type { Database } from '../../platform/db/schema';

/**
 * Where a step of signing came from, as the audit trail keeps it beside its UTC time: the
 * signer's browser time zone (an IANA name, or null), their address and their browser.
 */
export interface Evidence {
  timeZone: string | null;
  ip: string | null;
  userAgent: string | null;
}

/** A User-Agent is kept up to this length (as the landing analytics keep it). */
export const USER_AGENT_MAX = 300;

/** The evidence as stored: a zone only when it is a real IANA name, the User-Agent cut. */
export function cleanEvidence(input: {
  timeZone?: string | null | undefined;
  ip?: string | null | undefined;
  userAgent?: string | null | undefined;
}): Evidence {
  const userAgent = input.userAgent?.trim().slice(0, USER_AGENT_MAX);
  return {
    timeZone: input.timeZone && isTimeZone(input.timeZone) ? input.timeZone : null,
    ip: input.ip?.trim() || null,
    userAgent: userAgent || null,
  };
}

/** One entry of an agreement's append-only audit trail, written in the transaction of the step. */
export async function recordAgreementEvent(
  trx: Kysely<Database>,
  event: {
    agreementId: string;
    signerId: string | null;
    kind: AgreementEventKind;
    /** Who acted, by name. */
    actor: string;
    evidence: Evidence;
    at: Date;
    detail?: Record<string, unknown>;
  },
): Promise<void> {
  const evidence = cleanEvidence(event.evidence);
  await trx
    .insertInto('agreement_events')
    .values({
      agreement_id: event.agreementId,
      signer_id: event.signerId,
      kind: event.kind,
      actor: event.actor,
      at: event.at,
      time_zone: evidence.timeZone,
      ip: evidence.ip,
      user_agent: evidence.userAgent,
      detail: event.detail ? JSON.stringify(event.detail) : null,
    })
    .execute();
}
