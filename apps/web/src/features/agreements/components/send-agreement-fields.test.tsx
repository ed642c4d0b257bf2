import { AGREEMENT_MESSAGES } from '@bloom/core';
import { describe, expect, it } from 'vitest';
import { render, textOf } from '../agreements-test-data';
import { initialSendForm, type SendForm, setAllowWithoutEmail, validateSendForm } from '../send-form';
import { SendAgreementFields, variableLabel } from './send-agreement-fields';

const contacts = [
  { id: 'c-maya', name: 'Maya', email: 'maya@example.com' },
  { id: 'c-noor', name: 'Noor', email: null },
];
const countersigners = [
  { userId: 'user-owner', name: 'Ana Lima', role: 'owner' as const },
  { userId: 'user-member', name: 'Max', role: 'member' as const },
];
const customVariables = ['fee', 'start_date'];
const opening = initialSendForm({
  customVariables,
  contacts,
  countersignerIds: countersigners.map((c) => c.userId),
  currentUserId: 'user-owner',
  order: 'clients_first',
});
const fields = (form: SendForm, withErrors = false) =>
  render(
    <SendAgreementFields
      customVariables={customVariables}
      contacts={contacts}
      countersigners={countersigners}
      currentUserId="user-owner"
      form={form}
      errors={
        withErrors
          ? validateSendForm(form, { customVariables, contacts, countersignerIds: ['user-owner', 'user-member'] })
              .errors
          : null
      }
      onChange={() => {}}
    />,
  );

/** The opening tag of the input whose id the label for `text` points at. */
function inputLabelled(html: string, text: string) {
  const id = html.match(new RegExp(`<label[^>]*for="([^"]+)"[^>]*>(?:(?!</label>).)*${text}`))?.[1];
  return id ? (html.match(new RegExp(`<(?:input|select)[^>]*id="${id}"[^>]*>`))?.[0] ?? '') : '';
}

describe('SendAgreementFields', () => {
  it('asks for each custom variable by a readable name, with its token', () => {
    expect(variableLabel('start_date')).toBe('Start date');
    const text = textOf(fields(opening));
    expect(text).toContain('Filled in for this client');
    expect(text).toContain('Fee {{fee}}');
    expect(text).toContain('Start date {{start_date}}');
    expect(inputLabelled(fields(opening), 'Fee')).toContain('required=""');
  });

  it('shows nothing wrong before the first Send', () => {
    const html = fields(opening);
    expect(html).not.toContain('aria-invalid="true"');
    expect(textOf(html)).not.toContain(AGREEMENT_MESSAGES.variableRequired('fee'));
  });

  it('shows a blank variable’s error under it, tied to its input', () => {
    const html = fields(opening, true);
    const fee = inputLabelled(html, 'Fee');
    expect(fee).toContain('aria-invalid="true"');
    const errorId = fee.match(/aria-describedby="([^"]+)"/)?.[1];
    expect(html).toContain(
      `id="${errorId}" class="text-sm text-red-700">${AGREEMENT_MESSAGES.variableRequired('fee')}`,
    );
  });

  it('ticks contacts with an email and keeps one without an email off until signing without a code is allowed', () => {
    const html = fields(opening);
    expect(inputLabelled(html, 'Maya')).toContain('checked=""');
    const noor = inputLabelled(html, 'Noor');
    expect(noor).toContain('disabled=""');
    expect(noor).not.toContain('checked=""');
    expect(textOf(html)).toContain('Noor No email address');
    expect(textOf(html)).toContain('Allow signing without an email code');
    expect(textOf(html)).toContain('6-digit code sent to their email');

    const allowed = fields(setAllowWithoutEmail(opening, true, contacts));
    expect(inputLabelled(allowed, 'Noor')).not.toContain('disabled=""');
    expect(inputLabelled(allowed, 'Allow signing without an email code')).toContain('checked=""');
  });

  it('offers the allowance only when some contact has no email', () => {
    const html = render(
      <SendAgreementFields
        customVariables={[]}
        contacts={[contacts[0]!]}
        countersigners={countersigners}
        currentUserId="user-owner"
        form={{ ...opening, variables: {} }}
        errors={null}
        onChange={() => {}}
      />,
    );
    expect(textOf(html)).not.toContain('Allow signing without an email code');
    expect(textOf(html)).not.toContain('Filled in for this client');
  });

  it('says a refused signer choice below the list', () => {
    const none = { ...opening, signerIds: [] };
    expect(textOf(fields(none, true))).toContain(AGREEMENT_MESSAGES.signerRequired);
  });

  it('lists who may countersign with their role, marking the current user, and the two orders', () => {
    const html = fields(opening);
    const text = textOf(html);
    expect(text).toContain('Ana Lima · Owner (you)');
    expect(text).toContain('Max · Member');
    expect(html).toMatch(/<option value="user-owner" selected="">/);
    expect(text).toContain(AGREEMENT_MESSAGES.orderClientsFirst);
    expect(text).toContain(AGREEMENT_MESSAGES.orderOwnerFirst);
  });
});
