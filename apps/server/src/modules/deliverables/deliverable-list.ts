import type { ClientDeliverablesResponse } from '@bloom/core';
import type { OwnerContext } from '../../kernel/owner-context';
import { slotDto } from '../journeys';
import { loadDeliverables } from './deliverable-rows';
import { milestoneStages, requireClient } from './milestone-target';

/**
 * The deliverables page: the milestone stages of the client's journey numbered from 1, each with
 * the slots the journey expects and the deliverables shared so far (docs/product.md#milestone-deliverables).
 */
export async function listClientDeliverables(
  ctx: OwnerContext,
  clientId: string,
  maxUploadBytes: number,
): Promise<ClientDeliverablesResponse> {
  const client = await requireClient(ctx.db, ctx.workspaceId, clientId);
  const stages = client.template_id ? await milestoneStages(ctx.db, client.template_id) : [];
  const stageIds = stages.map((s) => s.id);
  const [slots, deliverables] = await Promise.all([
    stageIds.length
      ? ctx.db
          .selectFrom('deliverable_slots')
          .selectAll()
          .where('step_id', 'in', stageIds)
          .orderBy('display_order')
          .orderBy('created_at')
          .orderBy('id')
          .execute()
      : [],
    loadDeliverables(ctx.db, clientId, { stageIds }),
  ]);

  return {
    client: { id: client.id, clientName: client.client_name, projectName: client.name, templateId: client.template_id },
    milestones: stages.map((stage, i) => ({
      stageId: stage.id,
      milestoneNumber: i + 1,
      name: stage.name,
      stepType: stage.step_type,
      slots: slots.filter((s) => s.step_id === stage.id).map(slotDto),
      deliverables: deliverables.filter((d) => d.stageId === stage.id),
    })),
    maxUploadBytes,
  };
}
