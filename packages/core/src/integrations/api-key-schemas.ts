import { z } from 'zod';
import { text } from '../text';

/** API keys (issue 22): `bloom_live_` + 32 base62 characters + a 6-character checksum. */
export const API_KEY_PREFIX = 'bloom_live_';
export const API_KEY_SCOPES = ['read', 'write'] as const;
export type ApiKeyScope = (typeof API_KEY_SCOPES)[number];
export const API_KEY_SCOPE_LABELS: Record<ApiKeyScope, string> = { read: 'Read', write: 'Read and write' };
export const MAX_API_KEYS = 20;

export const API_KEY_MESSAGES = {
  nameRequired: 'Key name is required',
  nameTooLong: 'Key name must be at most 80 characters',
  invalidScope: 'Choose read, or read and write',
  tooManyKeys: `A workspace can have at most ${MAX_API_KEYS} active keys`,
  keyNotFound: 'API key not found',
  missingKey: 'Send your API key as Authorization: Bearer bloom_live_…',
  invalidKey: 'This API key is not valid or has been revoked',
  readOnlyKey: 'This API key can only read. Create a read and write key to make changes.',
  rateLimited: 'Too many requests for this key. Slow down and retry after the time in Retry-After.',
} as const;

export const apiKeyInputSchema = z.strictObject({
  name: text({ label: 'Key name', error: API_KEY_MESSAGES.nameRequired })
    .trim()
    .min(1, API_KEY_MESSAGES.nameRequired)
    .max(80, API_KEY_MESSAGES.nameTooLong),
  scope: z.enum(API_KEY_SCOPES, { error: API_KEY_MESSAGES.invalidScope }),
});

export const apiKeySchema = z.object({
  id: z.string(),
  name: z.string(),
  /** The key's first characters, e.g. 'bloom_live_4fQz'. */
  prefix: z.string(),
  scope: z.enum(API_KEY_SCOPES),
  createdAt: z.string(),
  lastUsedAt: z.string().nullable(),
  revokedAt: z.string().nullable(),
});
export type ApiKeyDto = z.output<typeof apiKeySchema>;
export const apiKeyListResponseSchema = z.object({ keys: z.array(apiKeySchema) });
/** Creating answers the key itself once; only its hash is kept. */
export const apiKeyCreatedResponseSchema = z.object({ key: apiKeySchema, secret: z.string() });
export const apiKeyResponseSchema = z.object({ key: apiKeySchema });
