import { type Answers, TESTIMONIAL_KEYS } from '@bloom/core';
import { sql } from 'kysely';
import type { Trx } from './journey-state';
import type { PortalProject } from './portal-access';

/**
 * A testimonial stage's answers as its 'pending' testimonial (an edit sends it back to pending),
 * signed by the contact who wrote it, with its history row.
 */
export async function writeTestimonial(trx: Trx, project: PortalProject, stageId: string, answers: Answers) {
  const str = (key: string) => {
    const v = answers[key];
    return typeof v === 'string' && v ? v : null;
  };
  const rating = answers[TESTIMONIAL_KEYS.rating];
  const values = {
    content: str(TESTIMONIAL_KEYS.content) ?? '',
    // The quote is signed by the contact who wrote it.
    client_name: project.contact.name,
    contact_id: project.contact.id,
    contact_name: project.contact.name,
    client_title: str(TESTIMONIAL_KEYS.title),
    client_company: str(TESTIMONIAL_KEYS.company),
    rating: typeof rating === 'number' ? rating : null,
    publish_permission: answers[TESTIMONIAL_KEYS.permission] === true,
  };
  const saved = await trx
    .insertInto('testimonials')
    .values({ ...values, project_id: project.id, step_id: stageId, approval_status: 'pending' })
    .onConflict((oc) =>
      oc
        .columns(['project_id', 'step_id'])
        .where('step_id', 'is not', null)
        .doUpdateSet({ ...values, approval_status: 'pending', approved_at: null }),
    )
    // xmax is 0 on a row this statement inserted, not on one it updated.
    .returning(['id', sql<boolean>`xmax = 0`.as('inserted')])
    .executeTakeFirstOrThrow();
  await trx
    .insertInto('testimonial_events')
    .values({
      testimonial_id: saved.id,
      action: saved.inserted ? 'submitted' : 'edited',
      publish_permission: values.publish_permission,
    })
    .execute();
  return saved;
}
