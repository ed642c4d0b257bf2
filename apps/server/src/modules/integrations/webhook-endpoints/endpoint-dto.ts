import { WEBHOOK_EVENTS, type WebhookEndpointDto, type WebhookEvent } from '@bloom/core';
import type { Selectable } from 'kysely';
import type { WebhookEndpointsTable } from '../../../platform/db/schema';

/** The columns an endpoint's DTO is made of (never its secrets). */
export const ENDPOINT_COLUMNS = [
  'id',
  'url',
  'description',
  'events',
  'enabled',
  'source',
  'disabled_reason',
  'failing_since',
  'previous_secret_expires_at',
  'created_at',
] as const;

type EndpointRow = Pick<Selectable<WebhookEndpointsTable>, (typeof ENDPOINT_COLUMNS)[number]>;

const isEvent = (event: string): event is WebhookEvent => WEBHOOK_EVENTS.some((known) => known === event);

/**
 * An endpoint as the owner sees it. Events the product no longer knows are left out rather than
 * failing the page; a rotation's old secret shows only while it is still signed with.
 */
export function toEndpointDto(row: EndpointRow, now = new Date()): WebhookEndpointDto {
  const previousUntil = row.previous_secret_expires_at;
  return {
    id: row.id,
    url: row.url,
    description: row.description,
    events: row.events.filter(isEvent),
    enabled: row.enabled,
    source: row.source,
    disabledReason: row.enabled ? null : row.disabled_reason,
    failingSince: row.enabled ? (row.failing_since?.toISOString() ?? null) : null,
    previousSecretExpiresAt: previousUntil && previousUntil > now ? previousUntil.toISOString() : null,
    createdAt: row.created_at.toISOString(),
  };
}
