import type { Assignee, ClientCardDto, MeResponse, Role } from '@bloom/core';
import { sessionKeys } from '../../api/session';
import type { Seed } from '../../lib/static-render';

export { render, type Seed, textOf } from '../../lib/static-render';

/** Fixtures for the clients screens' tests (never bundled: only tests import it). */

export const assignee = (name: string): Assignee => ({ userId: `user-${name}`, name });

/** The signed-in person as GET /api/me answers, in `role`. */
export const sessionAs = (role: Role, userId = 'user-Ana Lima'): Seed => [
  sessionKeys.all,
  {
    user: { id: userId, email: 'ana@example.com', name: 'Ana Lima' },
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
    // Set, so nothing reads window.location in a Node render.
    portalOrigin: 'https://portal.example.com',
    role,
  } satisfies MeResponse,
];

export const card = (clientName: string, extra: Partial<ClientCardDto> = {}): ClientCardDto => ({
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
  ...extra,
});
