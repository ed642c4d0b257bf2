import type { ClientCardDto, DashboardDto, MeResponse, Role } from '@bloom/core';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { dashboardKeys } from '../../../api/dashboard';
import { sessionKeys } from '../../../api/session';
import { setOwnerTimeZone } from '../../../lib/owner-dates';
import { render as renderStatic, type Seed, textOf } from '../../../lib/static-render';
import { AssignedTabs, assignedOf } from './assigned-tabs';
import { DashboardPage } from './dashboard-page';

const session = (role: Role): MeResponse => ({
  user: { id: 'u1', email: 'ana@example.com', name: 'Ana Lima' },
  workspace: {
    id: 'w1',
    name: 'Lima Studio',
    primaryColor: '#14b8a6',
    logoUrl: null,
    onboardingCompleted: true,
    timezone: 'UTC',
    accentColor: null,
    calendlyUrl: null,
  },
  profile: { messageVariant: 'c' },
  isAdmin: false,
  portalOrigin: 'https://portal.example.com',
  role,
});

const recent = (clientName: string): ClientCardDto => ({
  id: `client-${clientName}`,
  projectName: 'Website redesign',
  clientName,
  clientEmail: null,
  status: 'active',
  shareToken: 'token',
  createdAt: '2026-03-01T12:00:00.000Z',
  journey: null,
  currentStep: 0,
  stepCount: 0,
  progressPercent: 0,
  submissionCount: 0,
  assignees: [],
  overdueStages: 0,
});

const dashboard = (clients: ClientCardDto[], activeClients = clients.length): DashboardDto => ({
  stats: { activeClients, submissions: 0, testimonials: 0 },
  checklist: {
    hasCustomJourney: true,
    hasClient: true,
    firstClientId: null,
    branding: true,
    journey: true,
    client: true,
    submission: true,
    dismissed: true,
  },
  recentClients: clients,
  overdue: { count: 0, clients: [] },
});

const render = (path: string, seeds: Seed[]) =>
  renderStatic(<DashboardPage quickSetup={() => null} />, seeds, { path });
/** The opening tag of the link whose words are `label`. */
const linkOf = (html: string, label: string) => html.match(new RegExp(`<a[^>]*>${label}</a>`))?.[0] ?? '';

beforeAll(() => {
  setOwnerTimeZone('UTC');
  // The subscription banner reads the plan from the address and a cookie.
  vi.stubGlobal('window', { location: { host: 'app.example.com', search: '', origin: 'https://app.example.com' } });
  vi.stubGlobal('document', { cookie: '' });
});
afterAll(() => vi.unstubAllGlobals());

describe('AssignedTabs', () => {
  it("reads only 'me' from the address", () => {
    expect(assignedOf(new URLSearchParams('assigned=me'))).toBe('me');
    expect(assignedOf(new URLSearchParams('assigned=all'))).toBeUndefined();
  });

  it('marks the current tab, each a link keeping the choice in the address', () => {
    const html = renderToStaticMarkup(
      <MemoryRouter initialEntries={['/?assigned=me']}>
        <AssignedTabs assigned="me" />
      </MemoryRouter>,
    );
    expect(html).toContain('aria-label="Which clients"');
    expect(linkOf(html, 'Assigned to me')).toContain('aria-current="page"');
    expect(linkOf(html, 'Assigned to me')).toContain('href="/?assigned=me"');
    expect(linkOf(html, 'All clients')).not.toContain('aria-current');
  });
});

describe('DashboardPage with "Assigned to me"', () => {
  it("shows the caller's numbers and clients, and links to the list filtered the same way", () => {
    const html = render('/?assigned=me', [
      [sessionKeys.all, session('owner')],
      [dashboardKeys.view('me'), dashboard([recent('Ada')], 1)],
      [dashboardKeys.view(), dashboard([recent('Ada'), recent('Ben')], 9)],
    ]);
    expect(linkOf(html, 'Assigned to me')).toContain('aria-current="page"');
    expect(textOf(html)).toContain('Active Clients 1 ');
    expect(textOf(html)).toContain('Ada');
    expect(textOf(html)).not.toContain('Ben');
    expect(html).toContain('href="/clients?assigned=me"');
  });

  it('says so when nothing is assigned to the caller, instead of asking for a first client', () => {
    const text = textOf(
      render('/?assigned=me', [
        [sessionKeys.all, session('admin')],
        [dashboardKeys.view('me'), dashboard([])],
      ]),
    );
    expect(text).toContain('No clients assigned to you');
    expect(text).not.toContain('Create Your First Client');
  });

  it("offers no tabs to a Member, and ignores the parameter: their dashboard is their clients'", () => {
    const html = render('/?assigned=me', [
      [sessionKeys.all, session('member')],
      [dashboardKeys.view(), dashboard([recent('Ada')])],
    ]);
    expect(html).not.toContain('aria-label="Which clients"');
    expect(textOf(html)).toContain('Ada');
    expect(html).not.toContain('href="/clients?assigned=me"');
  });
});
