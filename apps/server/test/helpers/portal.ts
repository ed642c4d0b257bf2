import type { FormField, PortalBranding, PortalResponse } from '@bloom/core';
import { createClient } from './clients';
import { ok, savedJourney, stage } from './journeys';
import { multipartRequest, type Part } from './storage';
import { jsonRequest, type TestApp } from './test-app';

type App = TestApp['app'];

/** The portal's branding for a workspace whose settings nobody changed. */
export const DEFAULT_BRANDING: PortalBranding = {
  name: 'My Workspace',
  logoUrl: null,
  primaryColor: '#14b8a6',
  accentColor: null,
  calendlyUrl: null,
  timezone: 'UTC',
};

/** One field of each of the ten types, all required but the checkbox list. */
export const ALL_FIELDS: FormField[] = [
  { id: 'full_name', type: 'text', label: 'Full name', required: true, placeholder: 'Jo' },
  { id: 'email', type: 'email', label: 'Email', required: true },
  { id: 'about', type: 'textarea', label: 'About you', required: true },
  { id: 'size', type: 'radio', label: 'Team size', required: true, options: ['Solo', 'Team'] },
  { id: 'channels', type: 'checkbox', label: 'Channels', required: false, options: ['Email', 'Phone'] },
  { id: 'budget', type: 'select', label: 'Budget', required: true, options: ['Small', 'Large'] },
  { id: 'brief', type: 'file', label: 'Brief', required: true },
  { id: 'colour', type: 'color', label: 'Colour', required: true, defaultColor: '#14b8a6' },
  { id: 'stars', type: 'star-rating', label: 'Rating', required: true, maxRating: 7 },
  { id: 'ok', type: 'approval', label: 'Approve the plan', required: true },
];

/**
 * A journey of four stages, for the portal: Intake (every field type), Kick-off (a second
 * onboarding stage, locked until Intake is done), Design review (a milestone with no fields) and
 * the testimonial stage. Returns the journey with its stage ids.
 */
export async function portalJourney(app: App, cookie: string) {
  const journey = await savedJourney(
    app,
    cookie,
    'Portal journey',
    [
      { stepType: 'onboarding', name: 'Intake', description: 'Tell us about you', formConfig: ALL_FIELDS },
      stage('onboarding', 'Kick-off', ['goal', 'Main goal']),
      stage('milestone', 'Design review'),
      stage('testimonial', 'Share Your Experience'),
    ],
    '<p>Welcome <strong>aboard</strong></p>',
  );
  const [intake, kickoff, review, testimonial] = journey.steps.map((s) => s.id) as [string, string, string, string];
  return { journey, stages: { intake, kickoff, review, testimonial } };
}

/** A client on the portal journey; its share token opens the portal. */
export async function portalClient(app: App, cookie: string, extra: { password?: string } = {}) {
  const { journey, stages } = await portalJourney(app, cookie);
  const client = await createClient(app, cookie, { templateId: journey.id, ...extra });
  return { client, token: client.shareToken, stages, journey };
}

/** Calls /api/portal/{token}{path}; `cookie` is the portal cookie, if any. */
export const callPortal = (app: App, token: string, method: string, path = '', body?: unknown, cookie?: string) =>
  app.request(`/api/portal/${token}${path}`, jsonRequest(method, body, cookie ? { cookie } : {}));

export const getPortal = (app: App, token: string, cookie?: string) =>
  ok<PortalResponse>(callPortal(app, token, 'GET', '', undefined, cookie));

/** POST /api/portal/{token}/uploads with these multipart parts. */
export async function uploadToPortal(app: App, token: string, parts: Part[], cookie?: string) {
  const request = multipartRequest(`/api/portal/${token}/uploads`, parts);
  return app.request(request.url, {
    method: 'POST',
    headers: { 'content-type': request.headers.get('content-type') ?? '', ...(cookie ? { cookie } : {}) },
    body: await request.arrayBuffer(),
  });
}

/** Answers for every field of Intake except the file, which the caller uploads. */
export const intakeAnswers = (file: unknown) => ({
  full_name: 'Jo Client',
  email: 'jo@example.com',
  about: 'We sell plants.',
  size: 'Team',
  channels: ['Phone'],
  budget: 'Large',
  brief: file,
  colour: '#FF0088',
  stars: 6,
  ok: 'approved',
});
