import {
  type DashboardDto,
  DEFAULT_PRIMARY_COLOR,
  DEFAULT_WORKSPACE_NAME,
  type MeResponse,
  SETTINGS_MESSAGES,
  type WorkspaceSettings,
} from '@bloom/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClient } from './helpers/clients';
import { fails, ok } from './helpers/journeys';
import { getPortal } from './helpers/portal';
import { diskFixture, type StorageFixture } from './helpers/storage';
import { appOn, createTestApp, jsonRequest, signUpOwner, type TestApp } from './helpers/test-app';

let t: TestApp;
let fx: StorageFixture;
let app: TestApp['app'];
let owner: { cookie: string; email: string };

beforeAll(async () => {
  t = await createTestApp();
  fx = await diskFixture();
  app = appOn(t.db, { storage: fx.storage });
  owner = await signUpOwner(app);
}, 120_000);
afterAll(async () => {
  await t.close();
  await fx.close();
});

const read = (cookie = owner.cookie) => ok<WorkspaceSettings>(app.request('/api/workspace', { headers: { cookie } }));
const patch = (body: unknown, cookie = owner.cookie) =>
  app.request('/api/workspace', jsonRequest('PATCH', body, { cookie }));

describe('GET /api/workspace', () => {
  it("answers a new workspace's defaults", async () => {
    const fresh = await signUpOwner(app);
    const settings = await read(fresh.cookie);
    expect(settings).toMatchObject({
      name: DEFAULT_WORKSPACE_NAME,
      contactEmail: fresh.email,
      timezone: 'UTC',
      primaryColor: DEFAULT_PRIMARY_COLOR,
      accentColor: null,
      logoUrl: null,
      calendlyUrl: null,
      onboardingCompleted: false,
      checklistDismissed: false,
    });
  });

  it('needs a session', async () => {
    expect((await app.request('/api/workspace')).status).toBe(401);
    expect((await app.request('/api/workspace', jsonRequest('PATCH', { name: 'X' }))).status).toBe(401);
  });
});

describe('PATCH /api/workspace', () => {
  it('saves every setting and reads it back', async () => {
    const saved = await ok<WorkspaceSettings>(
      patch({
        name: '  Studio North  ',
        contactEmail: 'hello@studio.example',
        timezone: 'America/New_York',
        primaryColor: '#FF6600',
        accentColor: '#112233',
        calendlyUrl: 'https://calendly.com/studio-north/intro',
        onboardingCompleted: true,
        checklistDismissed: true,
      }),
    );
    const expected = {
      name: 'Studio North',
      contactEmail: 'hello@studio.example',
      timezone: 'America/New_York',
      primaryColor: '#ff6600',
      accentColor: '#112233',
      calendlyUrl: 'https://calendly.com/studio-north/intro',
      onboardingCompleted: true,
      checklistDismissed: true,
    };
    expect(saved).toMatchObject(expected);
    expect(await read()).toMatchObject(expected);
  });

  it('changes only the keys sent, and clears optional ones with null or an empty string', async () => {
    await ok(patch({ name: 'Only the name' }));
    expect(await read()).toMatchObject({
      name: 'Only the name',
      timezone: 'America/New_York',
      primaryColor: '#ff6600',
    });
    const cleared = await ok<WorkspaceSettings>(patch({ accentColor: null, calendlyUrl: '', contactEmail: '' }));
    expect(cleared).toMatchObject({ accentColor: null, calendlyUrl: null, contactEmail: null });
  });

  it.each([
    [{ name: '' }, SETTINGS_MESSAGES.workspaceNameRequired],
    [{ name: '   ' }, SETTINGS_MESSAGES.workspaceNameRequired],
    [{ name: 'x'.repeat(101) }, SETTINGS_MESSAGES.workspaceNameTooLong],
    [{ name: 'a\u0000b' }, 'Workspace name must not contain NUL characters'],
    [{ contactEmail: 'not-an-email' }, SETTINGS_MESSAGES.invalidEmail],
    [{ timezone: 'Mars/Olympus_Mons' }, SETTINGS_MESSAGES.invalidTimezone],
    [{ timezone: '+05:00' }, SETTINGS_MESSAGES.invalidTimezone],
    [{ primaryColor: 'teal' }, SETTINGS_MESSAGES.invalidColor],
    [{ primaryColor: '#abc' }, SETTINGS_MESSAGES.invalidColor],
    [{ accentColor: '#12345g' }, SETTINGS_MESSAGES.invalidColor],
    [{ calendlyUrl: 'https://evil.example/calendly.com/x' }, SETTINGS_MESSAGES.invalidCalendlyUrl],
    [{ calendlyUrl: 'javascript:alert(1)' }, SETTINGS_MESSAGES.invalidCalendlyUrl],
    [{ calendlyUrl: 'http://calendly.com/studio' }, SETTINGS_MESSAGES.invalidCalendlyUrl],
  ])('refuses %j with 400 and changes nothing', async (body, message) => {
    const before = await read();
    // A valid key beside the bad one is not saved either.
    await fails(patch({ ...body, onboardingCompleted: !before.onboardingCompleted }), 400, message);
    expect(await read()).toEqual(before);
  });

  it('refuses unknown keys (the logo is set only by its upload) and wrong types', async () => {
    const before = await read();
    expect((await patch({ logoUrl: 'https://evil.example/logo.png' })).status).toBe(400);
    expect((await patch({ id: crypto.randomUUID() })).status).toBe(400);
    expect((await patch({ onboardingCompleted: 'yes' })).status).toBe(400);
    expect((await patch([])).status).toBe(400);
    expect(await read()).toEqual(before);
  });

  it("changes only the signed-in owner's workspace", async () => {
    const other = await signUpOwner(app);
    await ok(patch({ name: 'Other studio', primaryColor: '#000000' }, other.cookie));
    expect((await read()).name).not.toBe('Other studio');
    expect((await read(other.cookie)).name).toBe('Other studio');
  });
});

describe('where the settings show', () => {
  it('/api/me carries the time zone, accent colour and Calendly link', async () => {
    await ok(patch({ timezone: 'Europe/London', accentColor: '#445566', calendlyUrl: 'https://calendly.com/me' }));
    const me = await ok<MeResponse>(app.request('/api/me', { headers: { cookie: owner.cookie } }));
    expect(me.workspace).toMatchObject({
      timezone: 'Europe/London',
      accentColor: '#445566',
      calendlyUrl: 'https://calendly.com/me',
    });
  });

  it("the portal's one answer carries the branding, the booking link and the time zone", async () => {
    await ok(
      patch({
        name: 'Bloom & Co',
        primaryColor: '#223344',
        accentColor: '#ffcc00',
        calendlyUrl: 'https://calendly.com/bloom-co',
        timezone: 'Asia/Tokyo',
      }),
    );
    const client = await createClient(app, owner.cookie);
    const page = await getPortal(app, client.shareToken);
    expect(page.branding).toEqual({
      name: 'Bloom & Co',
      logoUrl: null,
      primaryColor: '#223344',
      accentColor: '#ffcc00',
      calendlyUrl: 'https://calendly.com/bloom-co',
      timezone: 'Asia/Tokyo',
    });
    // Removing the link removes the button's data.
    await ok(patch({ calendlyUrl: null }));
    expect((await getPortal(app, client.shareToken)).branding.calendlyUrl).toBeNull();
  });

  it('the dashboard checklist is derived from the data and can be dismissed', async () => {
    const fresh = await signUpOwner(app);
    const checklist = async () =>
      (await ok<DashboardDto>(app.request('/api/dashboard', { headers: { cookie: fresh.cookie } }))).checklist;
    expect(await checklist()).toMatchObject({
      branding: false,
      journey: false,
      client: false,
      submission: false,
      dismissed: false,
    });
    await ok(patch({ primaryColor: '#000000' }, fresh.cookie));
    await createClient(app, fresh.cookie);
    expect(await checklist()).toMatchObject({ branding: true, client: true, submission: false, dismissed: false });
    await ok(patch({ checklistDismissed: true }, fresh.cookie));
    expect((await checklist()).dismissed).toBe(true);
  });
});
