import { sql } from 'kysely';
import type { EventTrx } from '../../kernel/events';

/**
 * After a contact's signature: whether the agreement now waits only for the countersignature
 * (every contact signed, the member not yet), which is when the owner's side hears of it. With the
 * owner signing first, the contacts' last signature completes it instead: nothing to tell then.
 */
export async function waitsForCountersignature(trx: EventTrx, agreementId: string): Promise<boolean> {
  const { rows } = await sql<{ waits: boolean }>`
    SELECT a.status = 'sent'
      AND NOT EXISTS (SELECT 1 FROM agreement_signers s
        WHERE s.agreement_id = a.id AND s.kind = 'contact' AND s.status <> 'signed')
      AND EXISTS (SELECT 1 FROM agreement_signers s
        WHERE s.agreement_id = a.id AND s.kind = 'member' AND s.status = 'pending') AS waits
    FROM agreements a WHERE a.id = ${agreementId}`.execute(trx);
  return rows[0]?.waits === true;
}
