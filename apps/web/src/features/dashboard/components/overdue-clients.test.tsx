import type { ClientCardDto, DashboardDto, MeResponse, OverdueClient } from '@bloom/core';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { dashboardKeys } from '../../../api/dashboard';
import { sessionKeys } from '../../../api/session';
import { setOwnerTimeZone } from '../../../lib/owner-dates';
import { render as renderStatic, type Seed, textOf } from '../../../lib/static-render';
import { DashboardPage } from './dashboard-page';

const session: MeResponse = {
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
  role: 'owner',
};

const late = (clientName: string, extra: Partial<OverdueClient> = {}): OverdueClient => ({
  id: `client-${clientName}`,
  clientName,
  projectName: 'Website redesign',
  journey: null,
  stage: { id: 'stage-1', name: 'Brand questionnaire' },
  dueOn: '2026-03-02',
  today: '2026-03-05',
  daysOverdue: 3,
  overdueStages: 1,
  ...extra,
});

const recent: ClientCardDto = {
  id: 'client-Ada',
  projectName: 'Website redesign',
  clientName: 'Ada',
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
  overdueStages: 2,
};

const dashboard = (overdue: DashboardDto['overdue']): DashboardDto => ({
  stats: { activeClients: 2, submissions: 0, testimonials: 0 },
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
  recentClients: [recent],
  overdue,
});

const render = (path: string, seeds: Seed[]) =>
  renderStatic(<DashboardPage quickSetup={() => null} />, [[sessionKeys.all, session], ...seeds], { path });

beforeAll(() => {
  setOwnerTimeZone('UTC');
  vi.stubGlobal('window', { location: { host: 'app.example.com', search: '', origin: 'https://app.example.com' } });
  vi.stubGlobal('document', { cookie: '' });
});
afterAll(() => vi.unstubAllGlobals());

describe('the dashboard, overdue clients', () => {
  it('counts them in a stat linking to the filtered list, and lists the most overdue with how late', () => {
    const html = render('/', [
      [
        dashboardKeys.view(),
        dashboard({ count: 4, clients: [late('Ada', { overdueStages: 2 }), late('Ben', { daysOverdue: 1 })] }),
      ],
    ]);
    expect(html).toContain('href="/clients?due=overdue"');
    expect(textOf(html)).toContain('Overdue 4 ');
    expect(html).toContain('aria-labelledby="overdue-clients-heading"');
    expect(textOf(html)).toContain('Brand questionnaire · +1 more');
    expect(textOf(html)).toContain('Overdue by 3 days');
    expect(textOf(html)).toContain('Due Mar 2');
    expect(html).toContain('href="/clients/client-Ada"');
  });

  it('keeps "Assigned to me" in the link, and shows no list when nothing is overdue', () => {
    const html = render('/?assigned=me', [[dashboardKeys.view('me'), dashboard({ count: 0, clients: [] })]]);
    expect(html).toContain('href="/clients?assigned=me&amp;due=overdue"');
    expect(textOf(html)).toContain('Overdue 0 ');
    expect(html).not.toContain('overdue-clients-heading');
  });
});
