import { DEFAULT_WIDGET_SETTINGS, type TestimonialStatus, type WidgetDto, type WidgetSettings } from '@bloom/core';
import { sql } from 'kysely';
import { addProject, ok } from './journeys';
import { jsonRequest, type TestApp } from './test-app';

/** Calls /api{path} as the owner of `cookie`. */
export const callApi = (app: TestApp['app'], cookie: string, method: string, path: string, body?: unknown) =>
  app.request(`/api${path}`, jsonRequest(method, body, { cookie }));

/** A saved widget of `cookie`'s workspace. */
export async function createWidget(
  app: TestApp['app'],
  cookie: string,
  settings: Partial<WidgetSettings> = {},
  name = 'Homepage',
): Promise<WidgetDto> {
  const body = { name, settings: { ...DEFAULT_WIDGET_SETTINGS, ...settings } };
  return (await ok<{ widget: WidgetDto }>(callApi(app, cookie, 'POST', '/widgets', body), 201)).widget;
}

export interface SeededTestimonial {
  content?: string;
  clientName?: string;
  clientTitle?: string | null;
  clientCompany?: string | null;
  rating?: number | null;
  status?: TestimonialStatus;
  permission?: boolean;
  hidden?: boolean;
  /** Seconds before now it was approved (for the order); approved ones only. */
  approvedSecondsAgo?: number;
  pinnedSecondsAgo?: number | null;
}

/**
 * A testimonial straight in the table, on a new client of `cookie`'s workspace (the portal and
 * moderation paths have their own tests; these need many combinations quickly).
 */
export async function seedTestimonial(t: TestApp, cookie: string, s: SeededTestimonial = {}) {
  const project = await addProject(t, cookie, null);
  const status = s.status ?? 'approved';
  const ago = (seconds: number) => sql<Date>`now() - make_interval(secs => ${seconds})`;
  const row = await t.db
    .insertInto('testimonials')
    .values({
      project_id: project.id,
      content: s.content ?? 'Clear, calm and on time.',
      client_name: s.clientName ?? 'Jo Client',
      client_title: s.clientTitle === undefined ? 'Founder' : s.clientTitle,
      client_company: s.clientCompany === undefined ? 'Plants & Co' : s.clientCompany,
      rating: s.rating === undefined ? 5 : s.rating,
      approval_status: status,
      publish_permission: s.permission ?? true,
      hidden: s.hidden ?? false,
      approved_at: status === 'approved' ? ago(s.approvedSecondsAgo ?? 0) : null,
      pinned_at: s.pinnedSecondsAgo == null ? null : ago(s.pinnedSecondsAgo),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { id: row.id, projectId: project.id };
}
