import { AGREEMENT_LIMITS, AGREEMENT_MESSAGES, type SendAgreementInput, type SigningOrder } from '@bloom/core';

/**
 * The "Prepare and send" dialog's state and its checks, apart from the dialog so they can be
 * tested as plain data. The server checks the same again (core's sendAgreementSchema and the
 * agreements service); these only spare the owner a round trip.
 */

export interface SendFormContact {
  id: string;
  name: string;
  email: string | null;
}

export interface SendForm {
  /** Custom variable name → its value for this client. */
  variables: Record<string, string>;
  signerIds: string[];
  countersignerUserId: string;
  order: SigningOrder;
  allowWithoutEmail: boolean;
}

export interface SendFormErrors {
  variables: Record<string, string>;
  signers?: string;
  countersigner?: string;
}

/** Whether a contact can be ticked: one with an email always, one without only when allowed. */
export const canSign = (contact: SendFormContact, allowWithoutEmail: boolean) =>
  Boolean(contact.email) || allowWithoutEmail;

/**
 * The form as it opens: every custom variable blank (or as last sent), every contact with an
 * email ticked, the current user countersigning when they may (else the first who may).
 */
export function initialSendForm({
  customVariables,
  contacts,
  countersignerIds,
  currentUserId,
  order,
  previous,
}: {
  customVariables: string[];
  contacts: SendFormContact[];
  countersignerIds: string[];
  currentUserId: string | undefined;
  order: SigningOrder;
  /** The values of the version being replaced, so a new version starts from them. */
  previous?: Record<string, string>;
}): SendForm {
  const mine = currentUserId && countersignerIds.includes(currentUserId) ? currentUserId : undefined;
  return {
    variables: Object.fromEntries(customVariables.map((name) => [name, previous?.[name] ?? ''])),
    signerIds: contacts.filter((c) => canSign(c, false)).map((c) => c.id),
    countersignerUserId: mine ?? countersignerIds[0] ?? '',
    order,
    allowWithoutEmail: false,
  };
}

/** Ticking "allow without email" offers the contacts without one; unticking it drops them again. */
export function setAllowWithoutEmail(form: SendForm, allow: boolean, contacts: SendFormContact[]): SendForm {
  const withoutEmail = new Set(contacts.filter((c) => !c.email).map((c) => c.id));
  return {
    ...form,
    allowWithoutEmail: allow,
    signerIds: allow ? form.signerIds : form.signerIds.filter((id) => !withoutEmail.has(id)),
  };
}

export function toggleSigner(form: SendForm, contactId: string, checked: boolean): SendForm {
  const others = form.signerIds.filter((id) => id !== contactId);
  return { ...form, signerIds: checked ? [...others, contactId] : others };
}

/** What stops the form from being sent, field by field; `ok` when nothing does. */
export function validateSendForm(
  form: SendForm,
  {
    customVariables,
    contacts,
    countersignerIds,
  }: {
    customVariables: string[];
    contacts: SendFormContact[];
    countersignerIds: string[];
  },
): { ok: boolean; errors: SendFormErrors } {
  const errors: SendFormErrors = { variables: {} };
  for (const name of customVariables) {
    const value = (form.variables[name] ?? '').trim();
    if (!value) errors.variables[name] = AGREEMENT_MESSAGES.variableRequired(name);
    else if (value.length > AGREEMENT_LIMITS.variableValue) {
      errors.variables[name] = AGREEMENT_MESSAGES.variableTooLong(AGREEMENT_LIMITS.variableValue);
    }
  }
  const byId = new Map(contacts.map((c) => [c.id, c]));
  const signers = form.signerIds.map((id) => byId.get(id)).filter((c): c is SendFormContact => Boolean(c));
  if (signers.length === 0) errors.signers = AGREEMENT_MESSAGES.signerRequired;
  else {
    const noEmail = signers.find((c) => !canSign(c, form.allowWithoutEmail));
    if (noEmail) errors.signers = AGREEMENT_MESSAGES.contactNeedsEmail(noEmail.name);
  }
  if (!form.countersignerUserId || !countersignerIds.includes(form.countersignerUserId)) {
    errors.countersigner = AGREEMENT_MESSAGES.countersignerRequired;
  }
  const ok = Object.keys(errors.variables).length === 0 && !errors.signers && !errors.countersigner;
  return { ok, errors };
}

/** The POST /api/clients/{id}/agreements body: values trimmed, signers in the contacts' order. */
export function toSendInput(form: SendForm, stageId: string, contacts: SendFormContact[]): SendAgreementInput {
  const ticked = new Set(form.signerIds);
  return {
    stageId,
    variables: Object.fromEntries(Object.entries(form.variables).map(([k, v]) => [k, v.trim()])),
    signerContactIds: contacts.filter((c) => ticked.has(c.id)).map((c) => c.id),
    countersignerUserId: form.countersignerUserId,
    order: form.order,
    allowWithoutEmail: form.allowWithoutEmail,
  };
}
