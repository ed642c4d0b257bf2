import {
  AGREEMENT_MESSAGES,
  type AgreementDto,
  agreementConfigProblem,
  agreementVariables,
  CLIENT_MESSAGES,
  type ClientAgreementStageDto,
  type ClientAgreementsResponse,
  defaultAgreementConfig,
  type StageAgreementConfig,
} from '@bloom/core';
import type { Kysely } from 'kysely';
import type { OwnerContext } from '../../kernel/owner-context';
import { notFound } from '../../kernel/service-error';
import type { Database } from '../../platform/db/schema';
import { agreementDtos } from './agreement-dto';
import { countersignersOf } from './countersigners';

/** The client `clientId` of `workspaceId` with its journey; 404 'Client not found' otherwise. */
export async function workspaceClient(db: Kysely<Database>, workspaceId: string, clientId: string) {
  const client = await db
    .selectFrom('projects')
    .select(['id', 'template_id', 'name', 'client_name'])
    .where('id', '=', clientId)
    .where('workspace_id', '=', workspaceId)
    .executeTakeFirst();
  if (!client) throw notFound(CLIENT_MESSAGES.notFound);
  return client;
}

/** A stage's saved config; a blank one for an agreement stage saved before it had one. */
export const configOf = (step: { name: string; agreement: unknown }): StageAgreementConfig =>
  (step.agreement as StageAgreementConfig | null) ?? defaultAgreementConfig(step.name);

/**
 * GET /api/clients/{id}/agreements: each agreement stage of the client's journey (and any other
 * stage the client has an agreement on: a journey changed since), with what sending needs (its
 * custom variables, or why it cannot be sent), its current version and the older ones; plus who
 * may countersign.
 */
export async function listClientAgreements(ctx: OwnerContext, clientId: string): Promise<ClientAgreementsResponse> {
  const client = await workspaceClient(ctx.db, ctx.workspaceId, clientId);
  const [journeyStages, agreements, countersigners] = await Promise.all([
    client.template_id
      ? ctx.db
          .selectFrom('flow_steps')
          .select(['id', 'name', 'agreement'])
          .where('template_id', '=', client.template_id)
          .where('step_type', '=', 'agreement')
          .where('deleted_at', 'is', null)
          .orderBy('step_order')
          .orderBy('id')
          .execute()
      : [],
    ctx.db
      .selectFrom('agreements')
      .select(['id', 'step_id'])
      .where('project_id', '=', clientId)
      .where('step_id', 'is not', null)
      .orderBy('version', 'desc')
      .execute(),
    countersignersOf(ctx.db, ctx.workspaceId, clientId),
  ]);
  const dtos = new Map(
    (
      await agreementDtos(
        ctx.db,
        clientId,
        agreements.map((a) => a.id),
      )
    ).map((a) => [a.id, a]),
  );
  const versionsOf = (stageId: string) =>
    agreements.flatMap((a) => (a.step_id === stageId ? (dtos.get(a.id) ?? []) : []));

  const inJourney = new Set(journeyStages.map((s) => s.id));
  const stages: ClientAgreementStageDto[] = journeyStages.map((step) => {
    const config = configOf(step);
    return stageEntry(step.id, step.name, config, agreementConfigProblem(config), versionsOf(step.id));
  });
  // Agreements on stages no longer in the client's journey stay readable (not sendable).
  const elsewhere = [
    ...new Set(agreements.flatMap((a) => (a.step_id && !inJourney.has(a.step_id) ? [a.step_id] : []))),
  ];
  for (const stageId of elsewhere) {
    const versions = versionsOf(stageId);
    const latest = versions[0];
    if (!latest) continue;
    const config = { ...defaultAgreementConfig(latest.title), source: latest.source, order: latest.order };
    stages.push(stageEntry(stageId, latest.stageName, config, AGREEMENT_MESSAGES.stageNotAgreement, versions));
  }
  return {
    stages,
    countersigners: countersigners.map(({ userId, name, role }) => ({ userId, name, role })),
  };
}

function stageEntry(
  stageId: string,
  stageName: string,
  config: StageAgreementConfig,
  problem: string | null,
  versions: AgreementDto[],
): ClientAgreementStageDto {
  const [current = null, ...history] = versions;
  return {
    stageId,
    stageName,
    customVariables: config.source === 'text' ? agreementVariables(config.body) : [],
    source: config.source,
    title: config.title,
    order: config.order,
    problem,
    current,
    history,
  };
}
