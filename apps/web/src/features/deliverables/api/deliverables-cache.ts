import type { ClientDeliverablesResponse, DeliverableDto } from '@bloom/core';

/** The page's data with a new deliverable at the end of its milestone (oldest first, as the API lists them). */
export function withDeliverable(
  data: ClientDeliverablesResponse,
  deliverable: DeliverableDto,
): ClientDeliverablesResponse {
  return {
    ...data,
    milestones: data.milestones.map((m) =>
      m.stageId === deliverable.stageId && !m.deliverables.some((d) => d.id === deliverable.id)
        ? { ...m, deliverables: [...m.deliverables, deliverable] }
        : m,
    ),
  };
}

/** The page's data without the deliverable. */
export function withoutDeliverable(
  data: ClientDeliverablesResponse,
  deliverableId: string,
): ClientDeliverablesResponse {
  return {
    ...data,
    milestones: data.milestones.map((m) =>
      m.deliverables.some((d) => d.id === deliverableId)
        ? { ...m, deliverables: m.deliverables.filter((d) => d.id !== deliverableId) }
        : m,
    ),
  };
}
