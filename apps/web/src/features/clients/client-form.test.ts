import { CLIENT_VALIDATION, type ClientDetailDto, type JourneySummaryDto } from '@bloom/core';
import { describe, expect, it } from 'vitest';
import {
  type ClientFormValues,
  editWelcome,
  initialJourneyId,
  journeyGroups,
  toCreateInput,
  toUpdateInput,
  validateClientForm,
  welcomeFromClient,
  welcomeToSend,
} from './client-form';

const journey = (id: string, extra: Partial<JourneySummaryDto> = {}): JourneySummaryDto => ({
  id,
  workspaceId: 'w1',
  origin: 'workspace',
  name: id,
  description: null,
  isDefault: false,
  isArchived: false,
  usageCount: 0,
  activeClients: 0,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
  stageCount: 3,
  phaseStageCounts: { onboarding: 1, deliverables: 1, feedback: 1 },
  ...extra,
});
const builtin = (id: string) => journey(id, { origin: 'builtin', isDefault: true, workspaceId: null });

const values: ClientFormValues = {
  projectName: 'Website redesign',
  clientName: 'Jordan Lee',
  clientEmail: '',
  templateId: 'j1',
  password: '',
};

describe('initialJourneyId (docs/product.md#adding-a-client)', () => {
  const list = [builtin('b1'), journey('old', { isArchived: true }), journey('j1'), journey('j2')];

  it('preselects the first journey of the workspace that is not archived', () => {
    expect(initialJourneyId(list, null)).toBe('j1');
  });

  it('prefers ?journey= when it can be chosen, a built-in too', () => {
    expect(initialJourneyId(list, 'j2')).toBe('j2');
    expect(initialJourneyId(list, 'b1')).toBe('b1');
  });

  it('ignores an unknown or archived ?journey=', () => {
    expect(initialJourneyId(list, 'nope')).toBe('j1');
    expect(initialJourneyId(list, 'old')).toBe('j1');
  });

  it('selects nothing when only built-ins exist', () => {
    expect(initialJourneyId([builtin('b1')], null)).toBe('');
  });

  it('groups own journeys apart from the templates, without archived ones', () => {
    const groups = journeyGroups(list);
    expect(groups.own.map((j) => j.id)).toEqual(['j1', 'j2']);
    expect(groups.builtins.map((j) => j.id)).toEqual(['b1']);
  });
});

describe('validateClientForm', () => {
  it('accepts a complete form with an optional email and password left empty', () => {
    expect(validateClientForm(values)).toEqual({});
  });

  it("gives each field the product's message", () => {
    expect(
      validateClientForm({ projectName: ' ', clientName: '', clientEmail: 'nope', templateId: '', password: '123' }),
    ).toEqual({
      projectName: CLIENT_VALIDATION.projectNameRequired,
      clientName: CLIENT_VALIDATION.clientNameRequired,
      clientEmail: CLIENT_VALIDATION.invalidEmail,
      templateId: CLIENT_VALIDATION.journeyRequired,
      password: CLIENT_VALIDATION.passwordTooShort,
    });
  });

  it('skips the password where the form has none', () => {
    expect(validateClientForm({ ...values, password: '1' }, { withPassword: false })).toEqual({});
  });
});

describe('welcome message option', () => {
  const off = { customise: false, edited: false, html: '' };

  it('follows the journey until edited, and again once emptied', () => {
    const on = { ...off, customise: true };
    expect(welcomeToSend(on)).toBeNull();
    const edited = editWelcome(on, '<p>Hi</p>');
    expect(edited.edited).toBe(true);
    expect(welcomeToSend(edited)).toBe('<p>Hi</p>');
    expect(editWelcome(edited, '').edited).toBe(false);
    expect(welcomeToSend({ ...edited, customise: false })).toBeNull();
  });

  it('builds the create body with trimmed names and nulls for empty options', () => {
    expect(toCreateInput({ ...values, projectName: ' Site ', clientEmail: ' a@b.co ' }, off)).toEqual({
      projectName: 'Site',
      clientName: 'Jordan Lee',
      clientEmail: 'a@b.co',
      templateId: 'j1',
      introText: null,
      password: null,
    });
  });
});

describe('toUpdateInput', () => {
  const client = {
    projectName: 'Website redesign',
    clientName: 'Jordan Lee',
    clientEmail: null,
    journey: { id: 'j1', name: 'j1', description: null, introText: '<p>J</p>' },
    customIntroText: '<p>Mine</p>',
  } as ClientDetailDto;

  it('sends nothing when nothing changed', () => {
    expect(toUpdateInput(client, values, welcomeFromClient(client))).toEqual({});
  });

  it('sends only the changed fields; unticking the option goes back to the journey message', () => {
    expect(
      toUpdateInput(
        client,
        { ...values, clientName: 'Jordan Leigh', clientEmail: 'j@x.io', templateId: 'j2' },
        { customise: false, edited: true, html: '<p>Mine</p>' },
      ),
    ).toEqual({ clientName: 'Jordan Leigh', clientEmail: 'j@x.io', templateId: 'j2', introText: null });
  });
});
