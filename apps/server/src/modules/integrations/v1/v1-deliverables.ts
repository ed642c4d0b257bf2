import { CLIENT_MESSAGES, type DeliverableDto } from '@bloom/core';
import { jsonBody, jsonContent, type Router } from '../../../platform/http/openapi';
import { uuidParams } from '../../../platform/http/path-ids';
import { createLinkOrNote } from '../../deliverables';
import { v1Route } from './v1-route';
import { v1DeliverableLink, v1DeliverableLinkCreate } from './v1-schemas';

/** A link deliverable as the public API shows it. */
const v1LinkOf = (clientId: string, d: DeliverableDto) => ({
  id: d.id,
  client_id: clientId,
  milestone_id: d.stageId,
  title: d.title,
  url: d.items[0]?.url ?? '',
  link_title: d.items[0]?.linkTitle ?? null,
  created_at: d.createdAt,
});

/** Sharing a link on a milestone (the app's own service: the client sees it in the portal to review). */
export function v1DeliverableRoutes(r: Router) {
  r.openapi(
    v1Route('POST /api/v1/clients/{id}/deliverables', {
      tag: 'Deliverables',
      summary: "Share a link on one of the client's milestones (the client reviews it in the portal)",
      description: "`milestone_id` is a milestone stage's id of the client's journey (GET /api/v1/journeys/{id}).",
      request: { params: uuidParams('id', CLIENT_MESSAGES.notFound), body: jsonBody(v1DeliverableLinkCreate) },
      ok: { status: 201, content: jsonContent(v1DeliverableLink, 'The shared link') },
      exampleBody: { milestone_id: '<stage id>', url: 'https://figma.com/file/abc', title: 'Homepage design' },
    }),
    async (c) => {
      const { id } = c.req.valid('param');
      return c.json(v1LinkOf(id, await createLinkOrNote(c.get('owner'), id, c.req.valid('json'))), 201);
    },
  );
}
