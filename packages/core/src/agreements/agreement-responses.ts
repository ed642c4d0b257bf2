import { z } from 'zod';
import {
  AGREEMENT_EVENT_KINDS,
  AGREEMENT_SOURCES,
  AGREEMENT_STATUSES,
  SIGNATURE_KINDS,
  SIGNER_KINDS,
  SIGNER_STATUSES,
  SIGNER_STEPS,
  SIGNING_ORDERS,
  type StageAgreementConfig,
} from './agreement-types';

/**
 * The agreements API's answers as zod schemas (see clients/client-responses.ts for why apart).
 * Times are ISO 8601 strings in UTC. The portal page and the web take the types with `import type`.
 */

/** A stage's agreement config as the journey answers it (journeyStepSchema.agreement). */
export const stageAgreementConfigDtoSchema = z.object({
  source: z.enum(AGREEMENT_SOURCES),
  title: z.string(),
  body: z.string(),
  documentId: z.string().nullable(),
  order: z.enum(SIGNING_ORDERS),
}) satisfies z.ZodType<StageAgreementConfig>;

export const signerDtoSchema = z.object({
  id: z.string(),
  kind: z.enum(SIGNER_KINDS),
  /** kind 'contact': the client contact (null once removed; name and email stay as sent). */
  contactId: z.string().nullable(),
  /** kind 'member': the countersigning member's user id. */
  userId: z.string().nullable(),
  name: z.string(),
  email: z.string().nullable(),
  roleLabel: z.string().nullable(),
  /** 1 signs first; 2 once every 1 has signed. */
  signOrder: z.number(),
  status: z.enum(SIGNER_STATUSES),
  viewedAt: z.string().nullable(),
  consentedAt: z.string().nullable(),
  verifiedAt: z.string().nullable(),
  signedAt: z.string().nullable(),
  signatureKind: z.enum(SIGNATURE_KINDS).nullable(),
  declineReason: z.string().nullable(),
});
export type SignerDto = z.infer<typeof signerDtoSchema>;

/** One entry of the audit trail. */
export const agreementEventDtoSchema = z.object({
  id: z.string(),
  kind: z.enum(AGREEMENT_EVENT_KINDS),
  at: z.string(),
  signerId: z.string().nullable(),
  /** Who acted, by name (a signer, the owner, or 'System'). */
  actor: z.string(),
  timeZone: z.string().nullable(),
  ip: z.string().nullable(),
  userAgent: z.string().nullable(),
  detail: z.record(z.string(), z.unknown()).nullable(),
});
export type AgreementEventDto = z.infer<typeof agreementEventDtoSchema>;

/** A per-client agreement: one version of a stage's document sent to a client. */
export const agreementDtoSchema = z.object({
  id: z.string(),
  /** null once the stage was deleted from the journey (the agreement and its evidence stay). */
  stageId: z.string().nullable(),
  stageName: z.string(),
  version: z.number(),
  status: z.enum(AGREEMENT_STATUSES),
  title: z.string(),
  source: z.enum(AGREEMENT_SOURCES),
  pageCount: z.number(),
  originalSha256: z.string(),
  finalSha256: z.string().nullable(),
  order: z.enum(SIGNING_ORDERS),
  allowWithoutEmail: z.boolean(),
  /** The custom variables' values it was sent with. */
  variables: z.record(z.string(), z.string()),
  /** The frozen original, and the sealed final PDF once completed (owner file routes). */
  documentUrl: z.string(),
  finalUrl: z.string().nullable(),
  createdAt: z.string(),
  completedAt: z.string().nullable(),
  declinedAt: z.string().nullable(),
  voidedAt: z.string().nullable(),
  voidReason: z.string().nullable(),
  /** The version that replaced this voided one. */
  replacedBy: z.string().nullable(),
  signers: z.array(signerDtoSchema),
  /** The audit trail, oldest first. */
  events: z.array(agreementEventDtoSchema),
});
export type AgreementDto = z.infer<typeof agreementDtoSchema>;

/** POST /api/clients/{id}/agreements, …/void, …/countersign. */
export const agreementResponseSchema = z.object({ agreement: agreementDtoSchema });
export type AgreementResponse = z.infer<typeof agreementResponseSchema>;

/** One agreement stage of the client's journey, with its current version and the older ones. */
export const clientAgreementStageSchema = z.object({
  stageId: z.string(),
  stageName: z.string(),
  /** The custom variables the owner fills when sending (text source), in order of appearance. */
  customVariables: z.array(z.string()),
  source: z.enum(AGREEMENT_SOURCES),
  title: z.string(),
  /** The stage's default signing order (the send form starts from it). */
  order: z.enum(SIGNING_ORDERS),
  /** Why it cannot be sent yet (no text, no PDF), or null. */
  problem: z.string().nullable(),
  /** The latest version, or null when never sent. */
  current: agreementDtoSchema.nullable(),
  /** Older (voided) versions, newest first. */
  history: z.array(agreementDtoSchema),
});
export type ClientAgreementStageDto = z.infer<typeof clientAgreementStageSchema>;

/** GET /api/clients/{id}/agreements. */
export const clientAgreementsResponseSchema = z.object({
  stages: z.array(clientAgreementStageSchema),
  /** Who may countersign for this client: the Owner, Admins, and Members assigned to it. */
  countersigners: z.array(
    z.object({ userId: z.string(), name: z.string(), role: z.enum(['owner', 'admin', 'member']) }),
  ),
});
export type ClientAgreementsResponse = z.infer<typeof clientAgreementsResponseSchema>;

/** POST /api/journeys/{id}/agreement-documents/uploads (201): the stored source PDF. */
export const agreementDocumentResponseSchema = z.object({
  document: z.object({ id: z.string(), fileName: z.string(), pageCount: z.number(), sizeBytes: z.number() }),
});
export type AgreementDocumentResponse = z.infer<typeof agreementDocumentResponseSchema>;

// --- The portal ---------------------------------------------------------------------------------

/** An agreement stage's agreement in the portal payload; null on the stage while it is not sent. */
export const portalAgreementSchema = z.object({
  id: z.string(),
  version: z.number(),
  status: z.enum(AGREEMENT_STATUSES),
  /** A voided version that a newer one replaced (old links say so). */
  replaced: z.boolean(),
  title: z.string(),
  pageCount: z.number(),
  /** The original PDF through the portal's file route. */
  documentUrl: z.string(),
  /** The sealed final PDF once completed. */
  finalUrl: z.string().nullable(),
  /** The provider's address for paper copies and withdrawing consent (the consent disclosure names it). */
  providerEmail: z.string().nullable(),
  signers: z.array(
    z.object({
      name: z.string(),
      kind: z.enum(SIGNER_KINDS),
      status: z.enum(SIGNER_STATUSES),
      signedAt: z.string().nullable(),
    }),
  ),
  /** The visiting contact as a signer, or null when they are not one (they only follow along). */
  me: z
    .object({
      signerId: z.string(),
      status: z.enum(SIGNER_STATUSES),
      step: z.enum(SIGNER_STEPS),
      codeRequired: z.boolean(),
      /** 'j***@example.com', where the code goes; null without an email. */
      emailHint: z.string().nullable(),
      /** The last code sent (the page shows the code box when one is live). */
      codeSentAt: z.string().nullable(),
    })
    .nullable(),
});
export type PortalAgreementDto = z.infer<typeof portalAgreementSchema>;

/** Every portal agreement step answers the agreement as it stands after it. */
export const portalAgreementResponseSchema = z.object({ agreement: portalAgreementSchema });
export type PortalAgreementResponse = z.infer<typeof portalAgreementResponseSchema>;

// --- Verify (public) ----------------------------------------------------------------------------

/** POST /api/agreements/verify: only what the holder of the PDF can already read in it. */
export const verifyResponseSchema = z.discriminatedUnion('result', [
  z.object({
    result: z.literal('sealed'),
    title: z.string(),
    status: z.enum(AGREEMENT_STATUSES),
    version: z.number(),
    completedAt: z.string().nullable(),
    signers: z.array(z.object({ name: z.string(), signedAt: z.string().nullable() })),
  }),
  /** The id is one of ours but the hash is not its final document's. */
  z.object({ result: z.literal('altered') }),
  z.object({ result: z.literal('unknown') }),
]);
export type VerifyResponse = z.infer<typeof verifyResponseSchema>;
