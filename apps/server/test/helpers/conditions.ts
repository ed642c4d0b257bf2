import type { Condition, FormField, SaveJourneyInput } from '@bloom/core';
import { createClient } from './clients';
import { savedJourney, stage } from './journeys';
import { callPortal } from './portal';
import type { TestApp } from './test-app';

type App = TestApp['app'];

/** Shown when `fieldId`'s answer equals `value`. */
export const whenEquals = (fieldId: string, value: string | number): Condition => ({
  match: 'all',
  items: [{ fieldId, op: 'equals', value }],
});

/** The first stage: what the project is, and the questions that follow from it. */
export const ABOUT_FIELDS: FormField[] = [
  { id: 'kind', type: 'radio', label: 'Project type', required: true, options: ['Logo', 'Website'] },
  { id: 'budget', type: 'number', label: 'Budget', required: false },
  { id: 'pages', type: 'number', label: 'Pages', required: true, showWhen: whenEquals('kind', 'Website') },
  { id: 'style', type: 'text', label: 'Logo style', required: true, showWhen: whenEquals('kind', 'Logo') },
];

export const WEBSITE_FIELDS: FormField[] = [
  { id: 'domain', type: 'text', label: 'Domain', required: true },
  {
    id: 'cms',
    type: 'text',
    label: 'CMS',
    required: false,
    showWhen: { match: 'all', items: [{ fieldId: 'budget', op: 'gt', value: 5000 }] },
  },
];

/**
 * One journey for a logo client and a website client: About (the project type decides which
 * of its questions show), Website details (website only), Logo brief (logo only), Logo concepts
 * (a logo-only milestone with no questions) and Wrap-up (everyone).
 */
export const CONDITIONAL_STAGES: SaveJourneyInput['stages'] = [
  { stepType: 'onboarding', name: 'About', formConfig: ABOUT_FIELDS },
  {
    stepType: 'onboarding',
    name: 'Website details',
    formConfig: WEBSITE_FIELDS,
    showWhen: whenEquals('kind', 'Website'),
  },
  {
    stepType: 'onboarding',
    name: 'Logo brief',
    formConfig: [{ id: 'colours', type: 'text', label: 'Colours', required: true }],
    showWhen: whenEquals('kind', 'Logo'),
  },
  { ...stage('milestone', 'Logo concepts'), showWhen: whenEquals('kind', 'Logo') },
  stage('onboarding', 'Wrap-up', ['notes', 'Anything else']),
];

export async function conditionalJourney(app: App, cookie: string) {
  const journey = await savedJourney(app, cookie, 'Logo or website', CONDITIONAL_STAGES);
  const [about, website, logo, concepts, wrapUp] = journey.steps.map((s) => s.id) as [
    string,
    string,
    string,
    string,
    string,
  ];
  return { journey, stages: { about, website, logo, concepts, wrapUp } };
}

/** A client on the conditional journey (a new journey each time). */
export async function conditionalClient(app: App, cookie: string) {
  const { journey, stages } = await conditionalJourney(app, cookie);
  const client = await createClient(app, cookie, { templateId: journey.id });
  return { client, token: client.shareToken, stages, journey };
}

export const submitTo = (app: App, token: string, stageId: string, answers: unknown) =>
  callPortal(app, token, 'POST', `/stages/${stageId}/submit`, { answers });

export const draftTo = (app: App, token: string, stageId: string, answers: unknown) =>
  callPortal(app, token, 'PUT', `/stages/${stageId}/draft`, { answers });
