import { describe, expect, it } from 'vitest';
import { stageInputSchema } from '../journeys/journey-api';
import { AGREEMENT_MESSAGES as M } from './agreement-messages';
import {
  consentSchema,
  declineSchema,
  sendAgreementSchema,
  signSchema,
  stageAgreementConfigSchema,
  verifyCodeSchema,
  verifySchema,
} from './agreement-schemas';

const ID = '7f1c2d3e-0000-4000-8000-000000000001';
const firstMessage = (r: { success: boolean; error?: { issues: { message: string }[] } }) =>
  r.error?.issues[0]?.message;

describe('agreement schemas', () => {
  it('a stage config gets its defaults; a NUL in the text is refused', () => {
    expect(stageAgreementConfigSchema.parse({ title: ' NDA ' })).toEqual({
      source: 'text',
      title: 'NDA',
      body: '',
      documentId: null,
      order: 'clients_first',
    });
    expect(stageAgreementConfigSchema.safeParse({ title: 'NDA', body: 'a\u0000b' }).success).toBe(false);
    expect(firstMessage(stageAgreementConfigSchema.safeParse({ title: '  ' }))).toBe(M.titleRequired);
  });

  it('a journey stage takes an optional, nullable agreement', () => {
    const stage = { stepType: 'agreement', name: 'Contract', formConfig: [] };
    expect(stageInputSchema.parse(stage).agreement).toBeUndefined();
    expect(stageInputSchema.parse({ ...stage, agreement: null }).agreement).toBeNull();
    expect(stageInputSchema.parse({ ...stage, agreement: { title: 'T' } }).agreement?.order).toBe('clients_first');
  });

  it('sending needs a contact, no contact twice, a countersigner', () => {
    const base = { stageId: 's1', signerContactIds: [ID], countersignerUserId: 'u1' };
    expect(sendAgreementSchema.parse(base)).toEqual({
      ...base,
      variables: {},
      order: 'clients_first',
      allowWithoutEmail: false,
    });
    expect(firstMessage(sendAgreementSchema.safeParse({ ...base, signerContactIds: [] }))).toBe(M.signerRequired);
    expect(firstMessage(sendAgreementSchema.safeParse({ ...base, signerContactIds: [ID, ID.toUpperCase()] }))).toBe(
      M.duplicateSigner,
    );
    expect(firstMessage(sendAgreementSchema.safeParse({ ...base, countersignerUserId: ' ' }))).toBe(
      M.countersignerRequired,
    );
    expect(sendAgreementSchema.safeParse({ ...base, variables: { fee: 'x'.repeat(501) } }).success).toBe(false);
  });

  it('a signature is checked on the server: a blank drawing or a dot is refused by the schema itself', () => {
    const sign = (signature: unknown) => signSchema.safeParse({ signature, timeZone: 'Europe/Paris' });
    expect(firstMessage(sign({ kind: 'drawn', strokes: [] }))).toBe(M.drawnEmpty);
    expect(firstMessage(sign({ kind: 'drawn', strokes: [[500, 200, 501, 200, 500, 201]] }))).toBe(M.drawnTooSmall);
    expect(firstMessage(sign({ kind: 'typed', text: ' ' }))).toBe(M.typedTooShort);
    expect(sign({ kind: 'typed', text: ' Ann  Lee ' }).data).toEqual({
      signature: { kind: 'typed', text: 'Ann Lee' },
      timeZone: 'Europe/Paris',
    });
  });

  it('an unknown time zone is recorded as null, never refused', () => {
    expect(consentSchema.parse({ accepted: true, timeZone: 'Mars/Base' }).timeZone).toBeNull();
    expect(consentSchema.parse({ accepted: true }).timeZone).toBeNull();
    expect(firstMessage(consentSchema.safeParse({ accepted: false }))).toBe(M.consentRequired);
  });

  it('codes are 6 digits; a decline needs a reason; a hash is 64 hex, lowercased', () => {
    expect(verifyCodeSchema.parse({ code: ' 012345 ' }).code).toBe('012345');
    expect(firstMessage(verifyCodeSchema.safeParse({ code: '12345' }))).toBe(M.codeFormat);
    expect(firstMessage(declineSchema.safeParse({ reason: '  ' }))).toBe(M.declineReasonRequired);
    expect(verifySchema.parse({ sha256: 'A'.repeat(64) }).sha256).toBe('a'.repeat(64));
    expect(verifySchema.safeParse({ sha256: 'g'.repeat(64) }).success).toBe(false);
  });
});
