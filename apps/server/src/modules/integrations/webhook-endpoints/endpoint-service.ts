import {
  ERROR_CODES,
  MAX_WEBHOOK_ENDPOINTS,
  WEBHOOK_MESSAGES,
  type WebhookEndpointDto,
  type webhookEndpointInputSchema,
  type webhookEndpointPatchSchema,
} from '@bloom/core';
import { sql, type UpdateObject } from 'kysely';
import type { z } from 'zod';
import type { OwnerContext } from '../../../kernel/owner-context';
import { notFound, ServiceError } from '../../../kernel/service-error';
import type { Db } from '../../../platform/db/database';
import type { Database } from '../../../platform/db/schema';
import { encryptSecret, newWebhookSecret } from '../webhooks/webhook-secret';
import { ENDPOINT_COLUMNS, toEndpointDto } from './endpoint-dto';
import { checkEndpointUrl } from './endpoint-url';

/** The owner's webhook endpoints (issue 22): CRUD in one workspace, the signing secret answered once. */

type EndpointInput = z.output<typeof webhookEndpointInputSchema>;
type EndpointPatch = z.output<typeof webhookEndpointPatchSchema>;

export interface EndpointOptions {
  /** 'api': a REST-hook subscription made through POST /api/v1/webhooks. */
  source: 'settings' | 'api';
  /** Production refuses http:// and addresses on this machine or a private network. */
  isProduction: boolean;
  /** AUTH_SECRET: the key the signing secret is encrypted with at rest. */
  authSecret: string;
}

export interface EndpointWithSecret {
  endpoint: WebhookEndpointDto;
  /** `whsec_…`: shown this once; only its ciphertext is kept. */
  secret: string;
}

/** How long a rotated-out secret still signs (beside the new one), so receivers can switch over. */
export const PREVIOUS_SECRET_HOURS = 24;

export const endpointNotFound = () => notFound(WEBHOOK_MESSAGES.endpointNotFound);

/** The endpoint's id if it is the workspace's (a foreign id is 404, like a missing one). */
export async function requireEndpoint(db: Db, workspaceId: string, id: string): Promise<string> {
  const row = await db
    .selectFrom('webhook_endpoints')
    .select('id')
    .where('id', '=', id)
    .where('workspace_id', '=', workspaceId)
    .executeTakeFirst();
  if (!row) throw endpointNotFound();
  return row.id;
}

/** Oldest first, so the list does not reorder as endpoints change. */
export async function listWebhookEndpoints(ctx: OwnerContext): Promise<WebhookEndpointDto[]> {
  const rows = await ctx.db
    .selectFrom('webhook_endpoints')
    .select(ENDPOINT_COLUMNS)
    .where('workspace_id', '=', ctx.workspaceId)
    .orderBy('created_at')
    .orderBy('id')
    .execute();
  return rows.map((row) => toEndpointDto(row));
}

export async function getWebhookEndpoint(ctx: OwnerContext, id: string): Promise<WebhookEndpointDto> {
  const row = await ctx.db
    .selectFrom('webhook_endpoints')
    .select(ENDPOINT_COLUMNS)
    .where('id', '=', id)
    .where('workspace_id', '=', ctx.workspaceId)
    .executeTakeFirst();
  if (!row) throw endpointNotFound();
  return toEndpointDto(row);
}

/**
 * A new endpoint with a fresh signing secret, unless the workspace has MAX_WEBHOOK_ENDPOINTS
 * already (409). The workspace row is locked for the count, so two creations at once cannot both
 * take the last place. Also the REST-hook subscribe of /api/v1/webhooks (`source: 'api'`).
 */
export async function createWebhookEndpoint(
  ctx: OwnerContext,
  input: EndpointInput,
  options: EndpointOptions,
): Promise<EndpointWithSecret> {
  const url = checkEndpointUrl(input.url, options.isProduction);
  const secret = newWebhookSecret();
  const row = await ctx.db.transaction().execute(async (trx) => {
    await trx.selectFrom('workspaces').select('id').where('id', '=', ctx.workspaceId).forUpdate().execute();
    const { n } = await trx
      .selectFrom('webhook_endpoints')
      .select(sql<number>`count(*)::int`.as('n'))
      .where('workspace_id', '=', ctx.workspaceId)
      .executeTakeFirstOrThrow();
    if (n >= MAX_WEBHOOK_ENDPOINTS) throw new ServiceError(ERROR_CODES.CONFLICT, WEBHOOK_MESSAGES.tooManyEndpoints);
    return trx
      .insertInto('webhook_endpoints')
      .values({
        workspace_id: ctx.workspaceId,
        url,
        description: input.description,
        events: input.events,
        enabled: input.enabled,
        source: options.source,
        secret_encrypted: encryptSecret(secret, options.authSecret),
      })
      .returning(ENDPOINT_COLUMNS)
      .executeTakeFirstOrThrow();
  });
  return { endpoint: toEndpointDto(row), secret };
}

/**
 * The keys sent change. Turning it on clears why deliveries turned it off and the failing streak
 * (a fresh start of the 5-day rule); turning it off by hand leaves no reason.
 */
export async function updateWebhookEndpoint(
  ctx: OwnerContext,
  id: string,
  patch: EndpointPatch,
  { isProduction }: Pick<EndpointOptions, 'isProduction'>,
): Promise<WebhookEndpointDto> {
  const url = patch.url === undefined ? undefined : checkEndpointUrl(patch.url, isProduction);
  if (
    url === undefined &&
    patch.description === undefined &&
    patch.events === undefined &&
    patch.enabled === undefined
  ) {
    return getWebhookEndpoint(ctx, id);
  }
  return updateOwnEndpoint(ctx, id, {
    ...(url !== undefined ? { url } : {}),
    ...(patch.description !== undefined ? { description: patch.description } : {}),
    ...(patch.events !== undefined ? { events: patch.events } : {}),
    ...(patch.enabled !== undefined ? { enabled: patch.enabled, disabled_reason: null } : {}),
    ...(patch.enabled === true ? { failing_since: null } : {}),
  });
}

/** Writes `values` (and updated_at) on the workspace's endpoint; it as the list shows it, or 404. */
async function updateOwnEndpoint(
  ctx: OwnerContext,
  id: string,
  values: UpdateObject<Database, 'webhook_endpoints'>,
): Promise<WebhookEndpointDto> {
  const row = await ctx.db
    .updateTable('webhook_endpoints')
    .set({ ...values, updated_at: sql`now()` })
    .where('id', '=', id)
    .where('workspace_id', '=', ctx.workspaceId)
    .returning(ENDPOINT_COLUMNS)
    .executeTakeFirst();
  if (!row) throw endpointNotFound();
  return toEndpointDto(row);
}

/** It goes with its log (the messages cascade); deliveries still queued find nothing and stop. */
export async function deleteWebhookEndpoint(ctx: OwnerContext, id: string): Promise<void> {
  const deleted = await ctx.db
    .deleteFrom('webhook_endpoints')
    .where('id', '=', id)
    .where('workspace_id', '=', ctx.workspaceId)
    .executeTakeFirst();
  if (deleted.numDeletedRows === 0n) throw endpointNotFound();
}

/**
 * A new signing secret, answered once. The current one becomes the previous one and keeps signing
 * beside it for PREVIOUS_SECRET_HOURS (a secret rotated out before that is dropped now).
 */
export async function rotateWebhookSecret(
  ctx: OwnerContext,
  id: string,
  { authSecret }: Pick<EndpointOptions, 'authSecret'>,
): Promise<EndpointWithSecret> {
  const secret = newWebhookSecret();
  const endpoint = await updateOwnEndpoint(ctx, id, {
    previous_secret_encrypted: sql.ref('secret_encrypted'),
    previous_secret_expires_at: sql.raw(`now() + interval '${PREVIOUS_SECRET_HOURS} hours'`),
    secret_encrypted: encryptSecret(secret, authSecret),
  });
  return { endpoint, secret };
}
