import {
  type ClientDetailDto,
  type CreateClientInput,
  createClientSchema,
  type JourneySummaryDto,
  type UpdateClientInput,
} from '@bloom/core';

/** The add-client and edit-client forms' values, as typed. */
export interface ClientFormValues {
  projectName: string;
  clientName: string;
  clientEmail: string;
  templateId: string;
  password: string;
}

export type ClientFormField = keyof ClientFormValues;
export type ClientFormErrors = Partial<Record<ClientFormField, string>>;

/** Fields in the order the form shows them (the first with an error gets focus). */
export const CLIENT_FORM_FIELDS: ClientFormField[] = [
  'projectName',
  'clientName',
  'clientEmail',
  'templateId',
  'password',
];

/** Journeys a client can follow: the built-ins and the workspace's own that are not archived. */
export const selectableJourneys = (journeys: readonly JourneySummaryDto[]) => journeys.filter((j) => !j.isArchived);

const isBuiltin = (j: Pick<JourneySummaryDto, 'isDefault' | 'origin'>) => j.isDefault || j.origin === 'builtin';

/**
 * The journey the add-client form starts with (docs/product.md#adding-a-client): the one named
 * by `?journey=` when it can be chosen, else the workspace's first journey of its own, else none.
 */
export function initialJourneyId(journeys: readonly JourneySummaryDto[], requested: string | null): string {
  const options = selectableJourneys(journeys);
  if (requested && options.some((j) => j.id === requested)) return requested;
  return options.find((j) => !isBuiltin(j))?.id ?? '';
}

/** The select's two groups: the workspace's journeys first, then the starter templates. */
export function journeyGroups(journeys: readonly JourneySummaryDto[]) {
  const options = selectableJourneys(journeys);
  return { own: options.filter((j) => !isBuiltin(j)), builtins: options.filter(isBuiltin) };
}

/**
 * Checks the form with the API's own schema (one source for every rule and message) and
 * returns the first problem of each field; empty when the form can be sent.
 */
export function validateClientForm(values: ClientFormValues, { withPassword = true } = {}): ClientFormErrors {
  const parsed = createClientSchema.safeParse({ ...values, password: withPassword ? values.password : '' });
  const errors: ClientFormErrors = {};
  if (parsed.success) return errors;
  for (const issue of parsed.error.issues) {
    const field = issue.path[0];
    if (typeof field === 'string' && CLIENT_FORM_FIELDS.includes(field as ClientFormField)) {
      errors[field as ClientFormField] ??= issue.message;
    }
  }
  return errors;
}

/** The welcome-message option: whether it is customised, and the editor's text once edited. */
export interface WelcomeState {
  customise: boolean;
  /** Set by the first edit; while false the text follows the selected journey's. */
  edited: boolean;
  html: string;
}

/** An edit; emptying the editor makes the text follow the journey's again. */
export const editWelcome = (state: WelcomeState, html: string): WelcomeState => ({
  ...state,
  html,
  edited: html !== '',
});

/** What the API stores as the client's own message: only an edited, customised text (null follows the journey). */
export const welcomeToSend = ({ customise, edited, html }: WelcomeState): string | null =>
  customise && edited && html ? html : null;

/** POST /api/clients body. */
export const toCreateInput = (values: ClientFormValues, welcome: WelcomeState): CreateClientInput => ({
  projectName: values.projectName.trim(),
  clientName: values.clientName.trim(),
  clientEmail: values.clientEmail.trim() || null,
  templateId: values.templateId,
  introText: welcomeToSend(welcome),
  password: values.password || null,
});

/** The edit form's starting point for a client. */
export const valuesFromClient = (client: ClientDetailDto): ClientFormValues => ({
  projectName: client.projectName,
  clientName: client.clientName,
  clientEmail: client.clientEmail ?? '',
  templateId: client.journey?.id ?? '',
  password: '',
});

export const welcomeFromClient = (client: ClientDetailDto): WelcomeState => ({
  customise: client.customIntroText !== null,
  edited: client.customIntroText !== null,
  html: client.customIntroText ?? '',
});

/** PATCH /api/clients/:id body: only what changed (a changed journey restarts the client at step 0). */
export function toUpdateInput(
  client: ClientDetailDto,
  values: ClientFormValues,
  welcome: WelcomeState,
): UpdateClientInput {
  const input: UpdateClientInput = {};
  const projectName = values.projectName.trim();
  const clientName = values.clientName.trim();
  const clientEmail = values.clientEmail.trim() || null;
  if (projectName !== client.projectName) input.projectName = projectName;
  if (clientName !== client.clientName) input.clientName = clientName;
  if (clientEmail !== client.clientEmail) input.clientEmail = clientEmail;
  if (values.templateId && values.templateId !== (client.journey?.id ?? '')) input.templateId = values.templateId;
  const introText = welcomeToSend(welcome);
  if (introText !== client.customIntroText) input.introText = introText;
  return input;
}
