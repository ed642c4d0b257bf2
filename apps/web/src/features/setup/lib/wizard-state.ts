/**
 * Where the owner is in the setup wizard and what it has made so far, kept in sessionStorage so
 * a reload (or a trip to the preview tab) comes back to the same step. Everything the steps save
 * lives on the server; this only remembers which journey and client the wizard itself made.
 */

export const STEP_COUNT = 6;
export type WizardStep = 1 | 2 | 3 | 4 | 5 | 6;

export interface WizardJourney {
  id: string;
  name: string;
  /** The template it came from (a built-in's slug, or 'scratch'). */
  templateKey: string;
  /** Made by this visit of the wizard (it may be replaced if the owner picks another template). */
  createdHere: boolean;
  stageCount: number;
}

export interface WizardClient {
  id: string;
  clientName: string;
  shareToken: string;
}

export interface WizardState {
  step: WizardStep;
  templateKey: string | null;
  journey: WizardJourney | null;
  skipped: boolean;
  client: WizardClient | null;
}

export const INITIAL_STATE: WizardState = { step: 1, templateKey: null, journey: null, skipped: false, client: null };

const storageKey = (workspaceId: string) => `bloom.setup.${workspaceId}`;

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null;
const isString = (v: unknown): v is string => typeof v === 'string' && v.length > 0;

function readJourney(v: unknown): WizardJourney | null {
  if (!isRecord(v) || !isString(v.id) || !isString(v.name) || !isString(v.templateKey)) return null;
  return {
    id: v.id,
    name: v.name,
    templateKey: v.templateKey,
    createdHere: v.createdHere === true,
    stageCount: typeof v.stageCount === 'number' ? v.stageCount : 0,
  };
}

function readClient(v: unknown): WizardClient | null {
  if (!isRecord(v) || !isString(v.id) || !isString(v.clientName) || !isString(v.shareToken)) return null;
  return { id: v.id, clientName: v.clientName, shareToken: v.shareToken };
}

/** A stored state, checked field by field; anything odd starts the wizard over. */
export function parseWizardState(raw: string | null): WizardState {
  if (!raw) return INITIAL_STATE;
  let v: unknown;
  try {
    v = JSON.parse(raw);
  } catch {
    return INITIAL_STATE;
  }
  if (!isRecord(v) || typeof v.step !== 'number' || !Number.isInteger(v.step) || v.step < 1 || v.step > STEP_COUNT) {
    return INITIAL_STATE;
  }
  const state: WizardState = {
    step: v.step as WizardStep,
    templateKey: isString(v.templateKey) ? v.templateKey : null,
    journey: readJourney(v.journey),
    skipped: v.skipped === true,
    client: readClient(v.client),
  };
  // A later step without what it stands on goes back to where that is made.
  if (state.step >= 4 && !state.journey) return { ...state, step: 3 };
  return state;
}

export function loadWizardState(workspaceId: string): WizardState {
  try {
    return parseWizardState(sessionStorage.getItem(storageKey(workspaceId)));
  } catch {
    return INITIAL_STATE;
  }
}

export function saveWizardState(workspaceId: string, state: WizardState): void {
  try {
    sessionStorage.setItem(storageKey(workspaceId), JSON.stringify(state));
  } catch {
    // Private mode or a full storage: the wizard still works, a reload starts it over.
  }
}

export function clearWizardState(workspaceId: string): void {
  try {
    sessionStorage.removeItem(storageKey(workspaceId));
  } catch {
    // nothing kept, nothing to clear
  }
}
