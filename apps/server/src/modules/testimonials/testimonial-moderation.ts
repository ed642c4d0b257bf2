import {
  contactActor,
  ERROR_CODES,
  memberActor,
  TESTIMONIAL_MESSAGES,
  type TestimonialDetailDto,
  testimonialTransition,
} from '@bloom/core';
import { sql } from 'kysely';
import type { OwnerContext } from '../../kernel/owner-context';
import { notFound, ServiceError } from '../../kernel/service-error';
import type { Db } from '../../platform/db/database';
import { testimonialQuery, toTestimonialDto } from './testimonial-list';

/** The whole testimonial: its card, who wrote it and their email, the stage, the consent and the history. */
export async function getTestimonial(ctx: OwnerContext, id: string): Promise<TestimonialDetailDto> {
  return readTestimonial(ctx.db, ctx.workspaceId, id);
}

async function readTestimonial(db: Db, workspaceId: string, id: string): Promise<TestimonialDetailDto> {
  const [row, events] = await Promise.all([
    testimonialQuery(db, workspaceId)
      .leftJoin('flow_steps as s', 's.id', 't.step_id')
      .leftJoin('client_contacts as c', 'c.id', 't.contact_id')
      // The writer's email; before contacts, the client's. A removed writer's is not the primary's.
      .select(['t.contact_id', 't.contact_name', 's.name as stage_name'])
      .select(sql<string | null>`CASE WHEN t.contact_name IS NULL THEN p.client_email ELSE c.email END`.as('email'))
      .where('t.id', '=', id)
      .executeTakeFirst(),
    db
      .selectFrom('testimonial_events as e')
      .innerJoin('testimonials as t', 't.id', 'e.testimonial_id')
      .innerJoin('projects as p', 'p.id', 't.project_id')
      .select(['e.action', 'e.publish_permission', 'e.created_at', 'e.actor_user_id', 'e.actor_name'])
      .where('e.testimonial_id', '=', id)
      .where('p.workspace_id', '=', workspaceId)
      .orderBy('e.created_at')
      .orderBy('e.id')
      .execute(),
  ]);
  if (!row) throw notFound(TESTIMONIAL_MESSAGES.notFound);
  // The permission standing now is the one the client gave with their latest write.
  const lastWrite = events.filter((e) => e.action === 'submitted' || e.action === 'edited').at(-1);
  // The row keeps the contact of its latest write; earlier writes' contacts are not recorded.
  const writtenBy = contactActor(row.contact_id, row.contact_name);
  return {
    ...toTestimonialDto(row),
    writtenBy,
    clientEmail: row.email,
    stageName: row.stage_name ?? null,
    consent: { given: row.publish_permission, at: lastWrite?.created_at.toISOString() ?? null },
    history: events.map((e) => ({
      action: e.action,
      publishPermission: e.publish_permission,
      at: e.created_at.toISOString(),
      // A decision is a member's; the client's latest write is the contact's who wrote it.
      actor:
        e.action === 'approved' || e.action === 'rejected'
          ? memberActor(e.actor_user_id, e.actor_name)
          : e === lastWrite
            ? writtenBy
            : null,
    })),
  };
}

/**
 * Approve or reject (docs/product.md#moderating-testimonials): the row is locked, the move checked
 * by core's testimonialTransition (409, nothing written, when it refuses), then the status,
 * approved_at (set on approval, cleared on rejection) and the history entry are written together.
 */
export async function moderateTestimonial(
  ctx: OwnerContext,
  id: string,
  to: 'approved' | 'rejected',
): Promise<TestimonialDetailDto> {
  return ctx.db.transaction().execute(async (trx) => {
    const current = await trx
      .selectFrom('testimonials as t')
      .innerJoin('projects as p', 'p.id', 't.project_id')
      .select('t.approval_status')
      .where('t.id', '=', id)
      .where('p.workspace_id', '=', ctx.workspaceId)
      .forUpdate('t')
      .executeTakeFirst();
    if (!current) throw notFound(TESTIMONIAL_MESSAGES.notFound);
    const move = testimonialTransition(current.approval_status, to);
    if (!move.ok) throw new ServiceError(ERROR_CODES.INVALID_TRANSITION, move.message);
    await trx
      .updateTable('testimonials')
      .set({ approval_status: to, approved_at: to === 'approved' ? sql`now()` : null })
      .where('id', '=', id)
      .execute();
    // The same instant as approved_at, so the history and the card agree.
    await trx
      .insertInto('testimonial_events')
      .values({
        testimonial_id: id,
        action: to,
        created_at: sql`now()`,
        // Who, and their name as it is now: the history keeps it after they leave or rename.
        actor_user_id: ctx.userId,
        actor_name: ctx.userName,
      })
      .execute();
    return readTestimonial(trx, ctx.workspaceId, id);
  });
}
