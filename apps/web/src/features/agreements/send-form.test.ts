import { AGREEMENT_MESSAGES } from '@bloom/core';
import { describe, expect, it } from 'vitest';
import {
  initialSendForm,
  type SendForm,
  setAllowWithoutEmail,
  toggleSigner,
  toSendInput,
  validateSendForm,
} from './send-form';

const contacts = [
  { id: 'c-maya', name: 'Maya', email: 'maya@example.com' },
  { id: 'c-noor', name: 'Noor', email: null },
  { id: 'c-priya', name: 'Priya', email: 'priya@example.com' },
];
const countersignerIds = ['user-owner', 'user-admin'];
const rules = { customVariables: ['fee', 'start_date'], contacts, countersignerIds };
const opening = (currentUserId?: string) =>
  initialSendForm({
    customVariables: rules.customVariables,
    contacts,
    countersignerIds,
    currentUserId,
    order: 'owner_first',
  });

describe('initialSendForm', () => {
  it('ticks every contact with an email, blanks each variable, and takes the stage order', () => {
    const form = opening('user-admin');
    expect(form.signerIds).toEqual(['c-maya', 'c-priya']);
    expect(form.variables).toEqual({ fee: '', start_date: '' });
    expect(form.order).toBe('owner_first');
    expect(form.allowWithoutEmail).toBe(false);
  });

  it('makes the current user the countersigner when they may be, else the first who may', () => {
    expect(opening('user-admin').countersignerUserId).toBe('user-admin');
    expect(opening('user-member').countersignerUserId).toBe('user-owner');
    expect(
      initialSendForm({
        customVariables: [],
        contacts,
        countersignerIds: [],
        currentUserId: 'x',
        order: 'clients_first',
      }).countersignerUserId,
    ).toBe('');
  });

  it('starts a new version from the values the last one was sent with', () => {
    const form = initialSendForm({
      customVariables: ['fee', 'start_date'],
      contacts,
      countersignerIds,
      currentUserId: undefined,
      order: 'clients_first',
      previous: { fee: '$4,000', gone: 'x' },
    });
    expect(form.variables).toEqual({ fee: '$4,000', start_date: '' });
  });
});

describe('validateSendForm', () => {
  it('requires every custom variable, naming it', () => {
    const form = { ...opening('user-owner'), variables: { fee: '  ', start_date: 'May 1' } };
    const { ok, errors } = validateSendForm(form, rules);
    expect(ok).toBe(false);
    expect(errors.variables).toEqual({ fee: AGREEMENT_MESSAGES.variableRequired('fee') });
    expect(errors.signers).toBeUndefined();
    expect(errors.countersigner).toBeUndefined();
  });

  it('refuses a value over the limit', () => {
    const form = { ...opening('user-owner'), variables: { fee: 'x'.repeat(501), start_date: 'May 1' } };
    expect(validateSendForm(form, rules).errors.variables.fee).toBe(AGREEMENT_MESSAGES.variableTooLong(500));
  });

  it('needs at least one signer', () => {
    let form: SendForm = { ...opening('user-owner'), variables: { fee: '1', start_date: '2' } };
    form = toggleSigner(toggleSigner(form, 'c-maya', false), 'c-priya', false);
    expect(form.signerIds).toEqual([]);
    expect(validateSendForm(form, rules).errors.signers).toBe(AGREEMENT_MESSAGES.signerRequired);
  });

  it('refuses a contact without an email unless signing without a code is allowed', () => {
    const filled = { ...opening('user-owner'), variables: { fee: '1', start_date: '2' } };
    const withNoor = toggleSigner(filled, 'c-noor', true);
    expect(validateSendForm(withNoor, rules).errors.signers).toBe(AGREEMENT_MESSAGES.contactNeedsEmail('Noor'));
    const allowed = setAllowWithoutEmail(withNoor, true, contacts);
    expect(validateSendForm(allowed, rules)).toEqual({ ok: true, errors: { variables: {} } });
  });

  it('drops contacts without an email when the allowance is taken back', () => {
    const allowed = toggleSigner(setAllowWithoutEmail(opening(), true, contacts), 'c-noor', true);
    expect(allowed.signerIds).toContain('c-noor');
    expect(setAllowWithoutEmail(allowed, false, contacts).signerIds).toEqual(['c-maya', 'c-priya']);
  });

  it('requires a countersigner from the list', () => {
    const form = {
      ...opening('user-owner'),
      variables: { fee: '1', start_date: '2' },
      countersignerUserId: 'user-stranger',
    };
    expect(validateSendForm(form, rules).errors.countersigner).toBe(AGREEMENT_MESSAGES.countersignerRequired);
    expect(validateSendForm({ ...form, countersignerUserId: '' }, rules).ok).toBe(false);
  });
});

describe('toSendInput', () => {
  it('trims the values and lists the signers in the contacts’ order', () => {
    let form: SendForm = { ...opening('user-owner'), variables: { fee: ' $4,000 ', start_date: 'May 1' } };
    form = toggleSigner(toggleSigner(form, 'c-maya', false), 'c-maya', true);
    expect(form.signerIds).toEqual(['c-priya', 'c-maya']);
    expect(toSendInput(form, 'stage-1', contacts)).toEqual({
      stageId: 'stage-1',
      variables: { fee: '$4,000', start_date: 'May 1' },
      signerContactIds: ['c-maya', 'c-priya'],
      countersignerUserId: 'user-owner',
      order: 'owner_first',
      allowWithoutEmail: false,
    });
  });
});
