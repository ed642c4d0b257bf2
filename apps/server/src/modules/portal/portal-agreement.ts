import {
  type AgreementStatus,
  codeRequired,
  emailHint,
  type PortalAgreementDto,
  type SignerKind,
  type SignerStatus,
  type SigningOrder,
  signerStep,
} from '@bloom/core';
import { type Expression, type Kysely, sql } from 'kysely';
import type { Database } from '../../platform/db/schema';

/**
 * An agreement stage's agreement as the portal shows it (issue 34): the latest version sent to
 * this client for the stage, its signers' public view (name, kind, status, date: never their
 * addresses), and the visiting contact as a signer with their next step. The portal page reads
 * it inside its one statement (`currentAgreementsColumn`); a signing step answers one agreement
 * again (`loadPortalAgreement`).
 */

/** A file of an agreement through the portal (the frozen original, or the sealed final PDF). */
export const portalAgreementFilePath = (token: string, agreementId: string, file: 'document' | 'final') =>
  `/api/portal/${encodeURIComponent(token)}/agreements/${agreementId}/${file}`;

interface SignerJson {
  id: string;
  kind: SignerKind;
  /** Whether this signer is the visiting contact. */
  isMe: boolean;
  name: string;
  status: SignerStatus;
  signedAt: string | null;
  viewedAt: string | null;
  consentedAt: string | null;
  verifiedAt: string | null;
  /** The visiting contact's own address only (null for everyone else). */
  email: string | null;
  /** The visitor's live code's sending time only. */
  codeSentAt: string | null;
}

/** One agreement as the statements below answer it. */
export interface AgreementJson {
  id: string;
  stepId: string | null;
  version: number;
  status: AgreementStatus;
  replaced: boolean;
  title: string;
  pageCount: number;
  hasFinal: boolean;
  order: SigningOrder;
  allowWithoutEmail: boolean;
  providerEmail: string | null;
  signers: SignerJson[];
}

/** A timestamptz as `Date#toISOString` writes it (UTC, milliseconds cut). */
const isoText = (column: string) =>
  sql<string>`to_char(${sql.ref(column)} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/**
 * Agreement `a` as JSON, seen by the contact `contactId` (of workspace `w`): their own address and
 * live code's time only, never another signer's.
 */
const agreementObject = (contactId: Expression<string | null>) => sql<AgreementJson>`json_build_object(
  'id', a.id, 'stepId', a.step_id, 'version', a.version, 'status', a.status, 'replaced', a.replaced_by IS NOT NULL,
  'title', a.title, 'pageCount', a.page_count, 'hasFinal', a.final_key IS NOT NULL, 'order', a.signing_order,
  'allowWithoutEmail', a.allow_without_email, 'providerEmail', w.contact_email,
  'signers', (SELECT coalesce(json_agg(json_build_object('id', g.id, 'kind', g.kind,
      'isMe', coalesce(g.kind = 'contact' AND g.contact_id = ${contactId}, false),
      'name', g.name, 'status', g.status, 'signedAt', ${isoText('g.signed_at')}, 'viewedAt', ${isoText('g.viewed_at')},
      'consentedAt', ${isoText('g.consented_at')}, 'verifiedAt', ${isoText('g.verified_at')},
      'email', CASE WHEN g.kind = 'contact' AND g.contact_id = ${contactId} THEN g.email END,
      'codeSentAt', CASE WHEN g.kind = 'contact' AND g.contact_id = ${contactId} AND g.code_hash IS NOT NULL
        THEN ${isoText('g.code_sent_at')} END)
      ORDER BY g.sign_order, g.kind, g.name, g.id), '[]')
    FROM agreement_signers g WHERE g.agreement_id = a.id))`;

/**
 * The portal statement's column of current agreements: per stage of client `p`, its newest
 * version, as seen by contact `c` of workspace `w` (the statement's own aliases).
 */
export const currentAgreementsColumn = sql<AgreementJson[] | null>`(SELECT json_agg(${agreementObject(sql.ref('c.id'))})
  FROM (SELECT DISTINCT ON (x.step_id) x.* FROM agreements x
    WHERE x.project_id = p.id AND x.step_id IS NOT NULL ORDER BY x.step_id, x.version DESC) a)`;

/** The agreement `agreementId` of client `projectId` as contact `contactId` sees it; null when it is not this client's. */
export async function loadPortalAgreement(
  db: Kysely<Database>,
  token: string,
  project: { id: string; contactId: string },
  agreementId: string,
): Promise<PortalAgreementDto | null> {
  const { rows } = await sql<{ agreement: AgreementJson }>`
    SELECT ${agreementObject(sql.val(project.contactId))} AS agreement
    FROM agreements a JOIN workspaces w ON w.id = a.workspace_id
    WHERE a.id = ${agreementId} AND a.project_id = ${project.id}`.execute(db);
  const row = rows[0];
  return row ? portalAgreementDto(token, row.agreement) : null;
}

/** The answer's shape: the public view of every signer, and the visitor's own step. */
export function portalAgreementDto(token: string, a: AgreementJson): PortalAgreementDto {
  const state = { status: a.status, order: a.order, allowWithoutEmail: a.allowWithoutEmail, signers: a.signers };
  const me = a.signers.find((s) => s.isMe);
  return {
    id: a.id,
    version: a.version,
    status: a.status,
    replaced: a.replaced,
    title: a.title,
    pageCount: a.pageCount,
    documentUrl: portalAgreementFilePath(token, a.id, 'document'),
    finalUrl: a.status === 'completed' && a.hasFinal ? portalAgreementFilePath(token, a.id, 'final') : null,
    providerEmail: a.providerEmail,
    signers: a.signers.map((s) => ({ name: s.name, kind: s.kind, status: s.status, signedAt: s.signedAt })),
    me: me
      ? {
          signerId: me.id,
          status: me.status,
          step: signerStep(me, state),
          codeRequired: codeRequired(me, a.allowWithoutEmail),
          emailHint: me.email ? emailHint(me.email) : null,
          codeSentAt: me.codeSentAt,
        }
      : null,
  };
}
