import type { OwnerContext } from '../../kernel/owner-context';
import type { ContactRow, ExportableClient } from './export-client-rows';

/**
 * audit-events.json and consents.json: what happened to the client's data and when, from the four
 * histories the app keeps (submissions, testimonials, agreements, the journey), and the choices
 * the client made about their data.
 */

export interface ExportEvent {
  at: string;
  source: 'submission' | 'testimonial' | 'agreement' | 'journey';
  action: string;
  /** The stage, testimonial or agreement it concerns. */
  subject: string | null;
  by: string | null;
  detail?: Record<string, unknown> | null;
}

export async function auditEvents(ctx: OwnerContext, projectId: string): Promise<ExportEvent[]> {
  const [submissions, testimonials, agreements, journey] = await Promise.all([
    ctx.db
      .selectFrom('submission_events as e')
      .innerJoin('form_submissions as f', 'f.id', 'e.submission_id')
      .leftJoin('flow_steps as s', 's.id', 'f.step_id')
      .select(['e.created_at', 'e.action', 'e.actor_name', 'e.comment', 's.name'])
      .where('f.project_id', '=', projectId)
      .execute(),
    ctx.db
      .selectFrom('testimonial_events as e')
      .innerJoin('testimonials as t', 't.id', 'e.testimonial_id')
      .select(['e.created_at', 'e.action', 'e.actor_name', 'e.publish_permission'])
      .where('t.project_id', '=', projectId)
      .execute(),
    ctx.db
      .selectFrom('agreement_events as e')
      .innerJoin('agreements as a', 'a.id', 'e.agreement_id')
      .leftJoin('agreement_signers as g', 'g.id', 'e.signer_id')
      .select(['e.at', 'e.kind', 'e.actor', 'g.name as signer', 'e.time_zone', 'e.ip', 'e.user_agent', 'a.title'])
      .where('a.project_id', '=', projectId)
      .where('a.workspace_id', '=', ctx.workspaceId)
      .execute(),
    ctx.db
      .selectFrom('journey_events as e')
      .leftJoin('flow_steps as s', 's.id', 'e.step_id')
      .select(['e.occurred_at', 'e.kind', 's.name'])
      .where('e.project_id', '=', projectId)
      .where('e.workspace_id', '=', ctx.workspaceId)
      .execute(),
  ]);
  const events: ExportEvent[] = [
    ...submissions.map((e) => ({
      at: e.created_at.toISOString(),
      source: 'submission' as const,
      action: e.action,
      subject: e.name,
      by: e.actor_name,
      detail: e.comment ? { comment: e.comment } : null,
    })),
    ...testimonials.map((e) => ({
      at: e.created_at.toISOString(),
      source: 'testimonial' as const,
      action: e.action,
      subject: null,
      by: e.actor_name,
      detail: e.publish_permission === null ? null : { publishPermission: e.publish_permission },
    })),
    ...agreements.map((e) => ({
      at: e.at.toISOString(),
      source: 'agreement' as const,
      action: e.kind,
      subject: e.title,
      by: e.signer ?? e.actor,
      detail: e.ip || e.time_zone ? { ip: e.ip, timeZone: e.time_zone, userAgent: e.user_agent } : null,
    })),
    ...journey.map((e) => ({
      at: e.occurred_at.toISOString(),
      source: 'journey' as const,
      action: e.kind,
      subject: e.name,
      by: null,
    })),
  ];
  return events.sort((a, b) => a.at.localeCompare(b.at));
}

/** consents.json: email unsubscribes, consent to sign electronically, permission to publish testimonials. */
export async function consentsJson(ctx: OwnerContext, client: ExportableClient, contacts: ContactRow[]) {
  const [eSign, testimonials] = await Promise.all([
    ctx.db
      .selectFrom('agreement_signers as g')
      .innerJoin('agreements as a', 'a.id', 'g.agreement_id')
      .select(['g.name', 'a.title', 'g.consented_at', 'g.time_zone'])
      .where('a.project_id', '=', client.id)
      .where('a.workspace_id', '=', ctx.workspaceId)
      .where('g.kind', '=', 'contact')
      .where('g.consented_at', 'is not', null)
      .orderBy('g.consented_at')
      .execute(),
    ctx.db
      .selectFrom('testimonials')
      .select(['contact_name', 'client_name', 'publish_permission', 'updated_at'])
      .where('project_id', '=', client.id)
      .orderBy('created_at')
      .execute(),
  ]);
  return {
    emailUnsubscribe: {
      client: { email: client.client_email, unsubscribedAt: client.email_unsubscribed_at?.toISOString() ?? null },
      contacts: contacts.map((c) => ({
        name: c.name,
        email: c.email,
        unsubscribedAt: c.email_unsubscribed_at?.toISOString() ?? null,
      })),
    },
    electronicSignature: eSign.map((s) => ({
      name: s.name,
      agreement: s.title,
      consentedAt: s.consented_at?.toISOString() ?? null,
      timeZone: s.time_zone,
    })),
    testimonialPublishing: testimonials.map((t) => ({
      name: t.contact_name ?? t.client_name,
      publishPermission: t.publish_permission,
      at: t.updated_at.toISOString(),
    })),
  };
}
