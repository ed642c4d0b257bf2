import { z } from 'zod';
import { sessionUserSchema } from '../account/account-responses';

/**
 * The settings API's answers (see clients/client-responses.ts for why apart from the inputs): the
 * server declares its routes with them, the web takes their types with `import type`.
 */

/** GET/PATCH /api/workspace and the logo routes: the workspace's settings. */
export const workspaceSettingsSchema = z.object({
  id: z.string(),
  name: z.string(),
  contactEmail: z.string().nullable(),
  /** An IANA zone name; the owner's and the portal's dates follow it. */
  timezone: z.string(),
  /** '#rrggbb'. */
  primaryColor: z.string(),
  /** '#rrggbb', or null for none. */
  accentColor: z.string().nullable(),
  /** The public logo URL (/api/logos/<sha256>.<ext>), or null. */
  logoUrl: z.string().nullable(),
  calendlyUrl: z.string().nullable(),
  onboardingCompleted: z.boolean(),
  checklistDismissed: z.boolean(),
});
export type WorkspaceSettings = z.infer<typeof workspaceSettingsSchema>;

/** PATCH /api/account. */
export const accountResponseSchema = z.object({ user: sessionUserSchema });
export type AccountResponse = z.infer<typeof accountResponseSchema>;
