import {
  emailSettingsPatchSchema,
  emailSettingsResponseSchema,
  MESSAGES,
  notificationSettingsPatchSchema,
  notificationSettingsResponseSchema,
  testInvitationResponseSchema,
  testInvitationSchema,
} from '@bloom/core';
import type { ModuleDeps, Router } from '../../app-deps';
import { hitRateLimit, type RateRule } from '../../kernel/rate-limit';
import { tooManyRequests } from '../../kernel/service-error';
import { linkOrigin } from '../../platform/http/link-origin';
import { errors, jsonBody, jsonContent, ownerBodyErrors, ownerErrors, route } from '../../platform/http/openapi';
import { requireOwner } from '../auth';
import { readEmailSettings, updateEmailSettings } from './email-settings';
import { readNotificationSettings, updateNotificationSettings } from './notification-settings';
import { sendTestInvitation } from './test-invitation';

/**
 * Test emails per workspace: enough to tweak a template, too few to make the owner's own address
 * (which sign-up does not verify) a way to mail someone else our SMTP's messages.
 */
export const TEST_EMAIL_RULE: RateRule = { limit: 10, windowSeconds: 60 * 60 };

const tags = ['Settings'];
const emailSettings = jsonContent(emailSettingsResponseSchema, 'The invitation template and reminders');
const notifications = jsonContent(notificationSettingsResponseSchema, "The owner's notification emails");

/**
 * /api/settings/email and /api/settings/notifications of the owner's workspace (contract:
 * packages/core/src/api/email-routes.ts). The logo in a test email is linked on PUBLIC_URL or the
 * request's origin.
 */
export function emailSettingsRoutes(app: Router, { db, links, rateLimitScale }: ModuleDeps) {
  const owner = requireOwner(db);
  const testRule: RateRule = { ...TEST_EMAIL_RULE, limit: TEST_EMAIL_RULE.limit * rateLimitScale };

  app.openapi(
    route('GET /api/settings/email', {
      tags,
      summary: 'The invitation template (the default when never edited) and the reminder schedule',
      middleware: [owner],
      responses: { 200: emailSettings, ...ownerErrors },
    }),
    async (c) => c.json({ settings: await readEmailSettings(c.get('owner')) }, 200),
  );

  app.openapi(
    route('PATCH /api/settings/email', {
      tags,
      summary: 'Change the template or reminders (only the keys sent; null resets a template part)',
      middleware: [owner],
      request: { body: jsonBody(emailSettingsPatchSchema) },
      responses: { 200: emailSettings, ...ownerBodyErrors },
    }),
    async (c) => c.json({ settings: await updateEmailSettings(c.get('owner'), c.req.valid('json')) }, 200),
  );

  app.openapi(
    route('POST /api/settings/email/test', {
      tags,
      summary: "Email the template as it is in the form, with sample values, to the owner's own address",
      middleware: [owner],
      request: { body: jsonBody(testInvitationSchema) },
      responses: {
        200: jsonContent(testInvitationResponseSchema, 'Queued to the owner'),
        ...ownerBodyErrors,
        429: errors[429],
      },
    }),
    async (c) => {
      const ctx = c.get('owner');
      const attempt = await hitRateLimit(db, `test-email:${ctx.workspaceId}`, testRule);
      if (!attempt.allowed) throw tooManyRequests(MESSAGES.tooManyAttempts, attempt.retryAfterSeconds);
      return c.json(await sendTestInvitation(ctx, c.req.valid('json'), linkOrigin(c.req.raw, links)), 200);
    },
  );

  app.openapi(
    route('GET /api/settings/notifications', {
      tags,
      summary: "The owner's four notification emails, each on or off",
      middleware: [owner],
      responses: { 200: notifications, ...ownerErrors },
    }),
    async (c) => c.json({ notifications: await readNotificationSettings(c.get('owner')) }, 200),
  );

  app.openapi(
    route('PATCH /api/settings/notifications', {
      tags,
      summary: 'Turn notification emails on or off (only the keys sent)',
      middleware: [owner],
      request: { body: jsonBody(notificationSettingsPatchSchema) },
      responses: { 200: notifications, ...ownerBodyErrors },
    }),
    async (c) => c.json({ notifications: await updateNotificationSettings(c.get('owner'), c.req.valid('json')) }, 200),
  );
}
