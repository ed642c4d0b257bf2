import { randomUUID } from 'node:crypto';
import {
  type AgreementDto,
  agreementConfigProblem,
  agreementVariables,
  AGREEMENT_MESSAGES as M,
  missingVariables,
  type sendAgreementSchema,
  signOrderFor,
} from '@bloom/core';
import type { Transaction } from 'kysely';
import type { z } from 'zod';
import type { OwnerContext } from '../../kernel/owner-context';
import { badRequest, conflict, notFound } from '../../kernel/service-error';
import { lockWorkspaceClient } from '../../platform/db/lock-client';
import type { Database } from '../../platform/db/schema';
import { agreementDtos } from './agreement-dto';
import { type Evidence, recordAgreementEvent } from './agreement-evidence';
import { storeClientPdf } from './agreement-files';
import { configOf } from './agreement-list';
import { queueSigningRequests } from './agreement-mail';
import { makeOriginal } from './agreement-original';
import { countersignersOf } from './countersigners';
import type { SigningServices } from './signing-services';

type Trx = Transaction<Database>;
export type SendAgreementInput = z.output<typeof sendAgreementSchema>;

/**
 * POST /api/clients/{id}/agreements: freezes the stage's document for this client (the text
 * rendered with their values, or the uploaded PDF copied), records its SHA-256, its signers and the
 * first two entries of its audit trail, and emails whoever signs first. One transaction holding
 * the client: a second send while one is out (or signed) is 409; after a void or a decline it
 * is the next version, and the old one names it in `replaced_by`.
 */
export async function sendAgreement(
  ctx: OwnerContext,
  services: SigningServices,
  clientId: string,
  input: SendAgreementInput,
  evidence: Evidence,
): Promise<AgreementDto> {
  // Stored before the row that names it commits: removed again if the transaction fails.
  let stored: string | null = null;
  const id = await ctx.db
    .transaction()
    .execute(async (trx) => {
      await lockWorkspaceClient(trx, ctx.workspaceId, clientId);
      const { client, workspace } = await clientAndWorkspace(trx, ctx.workspaceId, clientId);
      const step = client.template_id
        ? await trx
            .selectFrom('flow_steps')
            .select(['id', 'name', 'step_type', 'agreement'])
            .where('id', '=', input.stageId)
            .where('template_id', '=', client.template_id)
            .where('deleted_at', 'is', null)
            .executeTakeFirst()
        : undefined;
      if (step?.step_type !== 'agreement') throw badRequest(M.stageNotAgreement);
      const config = configOf(step);
      const problem = agreementConfigProblem(config);
      if (problem) throw badRequest(problem);

      const versions = await trx
        .selectFrom('agreements')
        .select(['id', 'version', 'status'])
        .where('project_id', '=', clientId)
        .where('step_id', '=', step.id)
        .orderBy('version', 'desc')
        .execute();
      if (versions.some((v) => v.status === 'sent' || v.status === 'completed')) throw conflict(M.alreadyActive);

      const custom = config.source === 'text' ? agreementVariables(config.body) : [];
      const [missing] = config.source === 'text' ? missingVariables(config.body, input.variables) : [];
      if (missing) throw badRequest(M.variableRequired(missing));
      const values = Object.fromEntries(custom.map((name) => [name, (input.variables[name] ?? '').trim()]));

      const contacts = await signingContacts(trx, clientId, input.signerContactIds);
      if (!input.allowWithoutEmail) {
        const noEmail = contacts.find((c) => !c.email);
        if (noEmail) throw badRequest(M.contactNeedsEmail(noEmail.name));
      }
      const countersigner = (await countersignersOf(trx, ctx.workspaceId, clientId)).find(
        (m) => m.userId === input.countersignerUserId,
      );
      if (!countersigner) throw badRequest(M.countersignerNotAllowed);

      const agreementId = randomUUID();
      const version = (versions[0]?.version ?? 0) + 1;
      const now = new Date();
      // Signer ids are made here so each signature line of the document can name its signer.
      const contactSigners = contacts.map((c) => ({ ...c, signerId: randomUUID() }));
      const memberSignerId = randomUUID();
      const member = { signerId: memberSignerId, label: `${countersigner.name}, ${workspace.name}` };
      const clientSide = contactSigners.map((c) => ({ signerId: c.signerId, label: c.name }));
      const parties = input.order === 'owner_first' ? [member, ...clientSide] : [...clientSide, member];
      const original = await makeOriginal(trx, services.storage, ctx.workspaceId, {
        agreementId,
        version,
        config,
        workspace,
        client,
        contactNames: contacts.map((c) => c.name),
        signatureParties: parties.map((p) => p.label),
        values,
        now,
      });
      const slots = original.slots?.map((slot) => ({ ...slot, signerId: parties[slot.party]?.signerId }));
      const originalKey = await storeClientPdf(services.storage, clientId, original.bytes);
      stored = originalKey;
      await trx
        .insertInto('agreements')
        .values({
          id: agreementId,
          workspace_id: ctx.workspaceId,
          project_id: clientId,
          step_id: step.id,
          version,
          status: 'sent',
          title: original.title,
          source: config.source,
          original_key: originalKey,
          original_sha256: original.sha256,
          page_count: original.pageCount,
          signature_slots: slots ? JSON.stringify(slots) : null,
          signing_order: input.order,
          allow_without_email: input.allowWithoutEmail,
          variables: JSON.stringify(values),
          created_by: ctx.userId,
          created_at: now,
        })
        .execute();
      const previous = versions[0];
      if (previous) {
        await trx.updateTable('agreements').set({ replaced_by: agreementId }).where('id', '=', previous.id).execute();
      }
      await trx
        .insertInto('agreement_signers')
        .values([
          ...contactSigners.map((c) => ({
            id: c.signerId,
            agreement_id: agreementId,
            kind: 'contact' as const,
            contact_id: c.id,
            name: c.name,
            email: c.email,
            role_label: c.role,
            sign_order: signOrderFor('contact', input.order),
          })),
          {
            id: memberSignerId,
            agreement_id: agreementId,
            kind: 'member' as const,
            user_id: countersigner.userId,
            name: countersigner.name,
            email: countersigner.email,
            // They sign for the business: the certificate names it beside them.
            role_label: workspace.name,
            sign_order: signOrderFor('member', input.order),
          },
        ])
        .execute();
      const entry = { agreementId, signerId: null, actor: ctx.userName, evidence, at: now };
      await recordAgreementEvent(trx, { ...entry, kind: 'created', detail: { version, sha256: original.sha256 } });
      await recordAgreementEvent(trx, { ...entry, kind: 'sent', detail: { signers: contacts.length + 1 } });
      await queueSigningRequests(trx, services, agreementId);
      return agreementId;
    })
    .catch(async (err: unknown) => {
      if (stored) await services.storage.delete(stored).catch(() => undefined);
      throw err;
    });
  const [dto] = await agreementDtos(ctx.db, clientId, [id]);
  if (!dto) throw notFound(M.notFound);
  return dto;
}

/** The client (locked by the caller) and its workspace's name, branding and zone. */
async function clientAndWorkspace(trx: Trx, workspaceId: string, clientId: string) {
  const row = await trx
    .selectFrom('projects as p')
    .innerJoin('workspaces as w', 'w.id', 'p.workspace_id')
    .select([
      'p.template_id',
      'p.client_name',
      'p.name',
      'w.name as workspace_name',
      'w.primary_color',
      'w.logo_key',
      'w.timezone',
    ])
    .where('p.id', '=', clientId)
    .where('p.workspace_id', '=', workspaceId)
    .executeTakeFirstOrThrow();
  return {
    client: { template_id: row.template_id, client_name: row.client_name, name: row.name },
    workspace: {
      name: row.workspace_name,
      primary_color: row.primary_color,
      logo_key: row.logo_key,
      timezone: row.timezone,
    },
  };
}

/** The chosen contacts, in the order chosen; any id that is not this client's contact is 404. */
async function signingContacts(trx: Trx, clientId: string, ids: readonly string[]) {
  const wanted = ids.map((id) => id.toLowerCase());
  const rows = await trx
    .selectFrom('client_contacts')
    .select(['id', 'name', 'email', 'role'])
    .where('project_id', '=', clientId)
    .where('id', 'in', wanted)
    .execute();
  const byId = new Map(rows.map((r) => [r.id, r]));
  return wanted.map((id) => {
    const row = byId.get(id);
    if (!row) throw notFound(M.contactNotFound);
    return row;
  });
}
