import { z } from 'zod';
import { isTimeZone } from '../settings/timezones';
import { text } from '../text';
import { AGREEMENT_MESSAGES as M } from './agreement-messages';
import { AGREEMENT_LIMITS, AGREEMENT_SOURCES, SIGNING_ORDERS, type StageAgreementConfig } from './agreement-types';
import { checkSignature, SIGNATURE_LIMITS, type SignatureInput } from './signature-rules';
import { CODE_LENGTH } from './signing-code';

/**
 * Request bodies of the agreements API (routes in ../api/agreement-routes.ts). The server parses
 * them; the portal page never imports this file (its rules are in the zod-free files beside it).
 */

const uuid = z.uuid('Not a valid id');

/** An agreement stage's document, saved with the journey (flow_steps.agreement). */
export const stageAgreementConfigSchema = z.object({
  source: z.enum(AGREEMENT_SOURCES).default('text'),
  title: text({ label: 'Agreement title', error: M.titleRequired })
    .trim()
    .min(1, M.titleRequired)
    .max(AGREEMENT_LIMITS.title),
  /** May stay blank while the journey is being built; sending checks it (agreementConfigProblem). */
  body: text({ label: 'Agreement text' }).max(AGREEMENT_LIMITS.body).default(''),
  documentId: uuid.nullish().transform((v) => v ?? null),
  order: z.enum(SIGNING_ORDERS).default('clients_first'),
}) satisfies z.ZodType<StageAgreementConfig, unknown>;

/**
 * The signer's IANA zone as their browser reports it. An unknown one is recorded as null rather
 * than refused: a signer is never stopped by their device's clock settings.
 */
const timeZone = text({ label: 'Time zone' })
  .max(100)
  .nullish()
  .transform((tz) => (isTimeZone(tz) ? tz : null));

/** POST /api/clients/{id}/agreements: send the stage's agreement (v1, or the next version after a void). */
export const sendAgreementSchema = z.object({
  stageId: text({ label: 'Stage' }).trim().min(1).max(100),
  /** Custom variables' values by name; built-in ones are filled by the server. */
  variables: z
    .record(
      text({ label: 'Variable' }).max(64),
      text({ label: 'Value' })
        .trim()
        .max(AGREEMENT_LIMITS.variableValue, M.variableTooLong(AGREEMENT_LIMITS.variableValue)),
    )
    .default({}),
  signerContactIds: z
    .array(uuid, { error: () => M.signerRequired })
    .min(1, M.signerRequired)
    .max(AGREEMENT_LIMITS.signers)
    .refine((ids) => new Set(ids.map((id) => id.toLowerCase())).size === ids.length, M.duplicateSigner),
  countersignerUserId: text({ label: 'Countersigner', error: M.countersignerRequired })
    .trim()
    .min(1, M.countersignerRequired)
    .max(100),
  order: z.enum(SIGNING_ORDERS).default('clients_first'),
  /** Contacts without an email sign without a code; otherwise such a contact is refused. */
  allowWithoutEmail: z.boolean().default(false),
});
export type SendAgreementInput = z.input<typeof sendAgreementSchema>;

/** POST …/agreements/{agreementId}/void. */
export const voidAgreementSchema = z.object({
  reason: text({ label: 'Reason' })
    .trim()
    .max(AGREEMENT_LIMITS.voidReason, M.voidReasonTooLong)
    .nullish()
    .transform((s) => s || null),
});
export type VoidAgreementInput = z.input<typeof voidAgreementSchema>;

/** A typed or drawn signature, checked by checkSignature (the stored value is its `value`). */
export const signatureSchema = z
  .discriminatedUnion('kind', [
    z.object({ kind: z.literal('typed'), text: text({ label: 'Signature' }).max(SIGNATURE_LIMITS.typedMax * 2) }),
    z.object({
      kind: z.literal('drawn'),
      strokes: z
        .array(z.array(z.number()).max(SIGNATURE_LIMITS.maxPoints * 2))
        .max(SIGNATURE_LIMITS.maxStrokes, M.drawnTooComplex),
    }),
  ])
  .transform((sig, ctx): SignatureInput => {
    const check = checkSignature(sig);
    if (check.ok) return check.value;
    ctx.addIssue({ code: 'custom', message: check.message });
    return z.NEVER;
  });

/** POST /api/clients/{id}/agreements/{agreementId}/countersign. */
export const countersignSchema = z.object({ signature: signatureSchema, timeZone });
export type CountersignInput = z.input<typeof countersignSchema>;

// The portal: each step's body (…/agreements/{agreementId}/viewed | consent | code | code/verify | sign | decline)

/** …/viewed: the page counts the pages the signer scrolled through; all of them unlock consent. */
export const viewedSchema = z.object({ pagesSeen: z.int().min(0).max(10_000), timeZone });
export const consentSchema = z.object({
  accepted: z.literal(true, { error: () => M.consentRequired }),
  timeZone,
});
export const verifyCodeSchema = z.object({
  code: text({ label: 'Code', error: M.codeFormat })
    .trim()
    .regex(new RegExp(`^\\d{${CODE_LENGTH}}$`), M.codeFormat),
});
export const signSchema = z.object({ signature: signatureSchema, timeZone });
export const declineSchema = z.object({
  reason: text({ label: 'Reason', error: M.declineReasonRequired })
    .trim()
    .min(1, M.declineReasonRequired)
    .max(AGREEMENT_LIMITS.declineReason),
  timeZone,
});
export type ViewedInput = z.input<typeof viewedSchema>;
export type ConsentInput = z.input<typeof consentSchema>;
export type VerifyCodeInput = z.input<typeof verifyCodeSchema>;
export type SignInput = z.input<typeof signSchema>;
export type DeclineInput = z.input<typeof declineSchema>;

/** POST /api/agreements/verify (public): the SHA-256 the browser computed of the dropped PDF. */
export const verifySchema = z.object({
  sha256: text({ label: 'Hash' })
    .trim()
    .toLowerCase()
    .regex(/^[0-9a-f]{64}$/, 'Not a SHA-256 hash'),
  /** Read by the browser from the PDF's Keywords (bloom-agreement:<id>), so an altered copy can be told apart. */
  agreementId: uuid.nullish(),
});
export type VerifyInput = z.input<typeof verifySchema>;
