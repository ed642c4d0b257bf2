import type { ApiResponse, JourneyDto, JourneySummaryDto } from '@bloom/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { clientKeys } from '../../../api/clients';
import { dashboardKeys } from '../../../api/dashboard';
import { journeyKeys } from '../../../api/journeys';
import { type Session, sessionKeys } from '../../../api/session';
import { storeWorkspace } from '../../../api/workspace';
import { api } from '../../../lib/api-client';
import { useSubmissionKeys } from '../../../lib/idempotency-key';
import type { WizardJourney } from '../lib/wizard-state';
import { existingCopy, SCRATCH, type WizardTemplate } from '../lib/wizard-templates';
import { SETUP_MESSAGES } from '../setup-messages';

interface JourneyChoice {
  template: WizardTemplate;
  /** The journeys list the template step showed (to reuse a copy made before). */
  journeys: readonly JourneySummaryDto[];
  /** What this visit of the wizard made already, if anything. */
  current: WizardJourney | null;
}

const toWizardJourney = (journey: JourneyDto, templateKey: string, createdHere: boolean): WizardJourney => ({
  id: journey.id,
  name: journey.name,
  templateKey,
  createdHere,
  stageCount: journey.steps.length,
});

/**
 * The template step saves its choice as a journey of the workspace's own, so the owner can change
 * it later in Journeys (built-ins are read-only): a copy of the built-in, or a blank 'Custom
 * Journey' for Start from Scratch. A copy made before (this visit, or an earlier one) is reused;
 * a copy this visit made for another template, which no client follows yet, is removed.
 */
export function useChooseTemplate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ template, journeys, current }: JourneyChoice): Promise<WizardJourney> => {
      if (current?.templateKey === template.key) return current;
      const before = existingCopy(journeys, template);
      let journey: JourneyDto;
      let createdHere = false;
      if (before) {
        journey = (await api('GET /api/journeys/{id}', { params: { id: before.id } })).journey;
      } else if (template.key === SCRATCH || !template.journeyId) {
        journey = (await api('POST /api/journeys', { body: { name: SETUP_MESSAGES.customJourney } })).journey;
        createdHere = true;
      } else {
        journey = (await api('POST /api/journeys/{id}/duplicate', { params: { id: template.journeyId } })).journey;
        createdHere = true;
      }
      if (current?.createdHere && current.id !== journey.id) {
        // Best effort: an unused copy left behind is harmless, so a failure here is not the owner's problem.
        await api('DELETE /api/journeys/{id}', { params: { id: current.id } }).catch(() => undefined);
      }
      queryClient.setQueryData(journeyKeys.detail(journey.id), journey);
      return toWizardJourney(journey, template.key, createdHere);
    },
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: journeyKeys.list() });
      void queryClient.invalidateQueries({ queryKey: dashboardKeys.all });
    },
  });
}

export interface FirstClientInput {
  projectName: string;
  clientName: string;
  clientEmail: string;
  templateId: string;
}

type ClientAnswer = ApiResponse<'POST /api/clients'>['client'];

/** POST /api/clients with one Idempotency-Key per submission, so a retry cannot create the client twice. */
export function useCreateFirstClient() {
  const queryClient = useQueryClient();
  const keys = useSubmissionKeys();
  return useMutation({
    mutationFn: async (input: FirstClientInput): Promise<ClientAnswer> =>
      (await api('POST /api/clients', { body: input, idempotencyKey: keys.keyFor(input) })).client,
    onSuccess: (client) => {
      queryClient.setQueryData(clientKeys.detail(client.id), client);
      void queryClient.invalidateQueries({ queryKey: clientKeys.lists() });
      void queryClient.invalidateQueries({ queryKey: journeyKeys.list() });
    },
    onSettled: (_client, error) => keys.settled(error),
  });
}

/** The session (and so the dashboard's redirect) learns at once that setup is done. */
export function markSetupDoneInCache(queryClient: ReturnType<typeof useQueryClient>): void {
  queryClient.setQueryData<Session | null>(sessionKeys.all, (session) =>
    session && !session.workspace.onboardingCompleted
      ? { ...session, workspace: { ...session.workspace, onboardingCompleted: true } }
      : session,
  );
}

/** PATCH /api/workspace { onboardingCompleted: true }: finishing the wizard. */
export function useFinishSetup() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api('PATCH /api/workspace', { body: { onboardingCompleted: true } }),
    onSuccess: (workspace) => storeWorkspace(queryClient, workspace),
  });
}

/**
 * Leaving the wizard part-way also ends the first-run redirect (product spec: finishing or
 * leaving sets onboarding_completed). Sent with keepalive so it survives a closing tab.
 */
export function leaveSetup(queryClient: ReturnType<typeof useQueryClient>): void {
  markSetupDoneInCache(queryClient);
  void api('PATCH /api/workspace', { body: { onboardingCompleted: true }, keepalive: true })
    .then((workspace) => storeWorkspace(queryClient, workspace))
    .catch(() => undefined);
}
