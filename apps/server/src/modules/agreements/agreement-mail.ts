import { AGREEMENT_MESSAGES as M, PRODUCT_NAME, portalUrl, whoseTurn } from '@bloom/core';
import type { Kysely } from 'kysely';
import type { Database } from '../../platform/db/schema';
import {
  EMAIL_WORKSPACE_COLUMNS,
  type EmailLinks,
  type EmailWorkspace,
  enqueueEmail,
  renderClientEmail,
  renderEmail,
  toEmailWorkspace,
  workspaceBrand,
} from '../email';

/**
 * The agreement's emails (issue 34), queued in the transaction of the step that causes them:
 * the request to sign (a contact gets their own portal link; the countersigner the client's page),
 * the 6-digit code a contact asks for, and the sealed PDF to every party once everyone signed.
 *
 * Unsubscribing: the request to sign is like an invitation, so a contact who unsubscribed (or
 * whose address bounces) does not get it; the portal still shows the agreement and the owner
 * sees why on the client page. The code and the signed PDF are records of a transaction the
 * contact takes part in: the code is sent because they asked for it, and the signed document is
 * theirs to keep (ESIGN expects the signer can retain the record), so both go even to an
 * unsubscribed contact and carry no unsubscribe link, which would not stop them.
 */

type Trx = Kysely<Database>;

/** The server-side words of these emails (subjects and the fixed lines are core's AGREEMENT_MESSAGES). */
const COPY = {
  requestIntro: (workspaceName: string, title: string) =>
    `${workspaceName} asks you to sign “${title}”. Open your portal to read it and sign: no account needed, and it works on your phone.`,
  requestAction: 'Review and sign',
  countersignIntro: (clientName: string, title: string) =>
    `“${title}” for ${clientName} is waiting for your signature. Countersign it from the client’s page.`,
  clientPageAction: 'Open the client page',
  portalAction: 'Open your portal',
  codeLine: (code: string) => `Your signing code is ${code}. It expires in 10 minutes.`,
  codeReason: (title: string) => `You get this email because you asked for a code to sign “${title}”.`,
  completedReason: (title: string) => `You get this email because you signed “${title}”.`,
  attachmentName: (title: string) =>
    `${
      title
        .replace(/[\\/:*?"<>|\p{Cc}]+/gu, ' ')
        .replace(/\s+/g, ' ')
        .trim()
        .slice(0, 100) || 'Agreement'
    } (signed).pdf`,
} as const;

interface MailServices {
  links: EmailLinks;
}

/** The agreement, its client and workspace, and its signers with each contact's portal link. */
async function mailContext(trx: Trx, agreementId: string) {
  const agreement = await trx
    .selectFrom('agreements as a')
    .innerJoin('projects as p', 'p.id', 'a.project_id')
    .innerJoin('workspaces as w', 'w.id', 'a.workspace_id')
    .select([
      'a.id as agreement_id',
      'a.title',
      'a.status',
      'a.signing_order',
      'a.final_key',
      'a.project_id',
      'p.client_name',
      ...EMAIL_WORKSPACE_COLUMNS,
    ])
    .where('a.id', '=', agreementId)
    .executeTakeFirstOrThrow();
  const signers = await trx
    .selectFrom('agreement_signers as g')
    .leftJoin('client_contacts as c', 'c.id', 'g.contact_id')
    .select(['g.id', 'g.kind', 'g.status', 'g.name', 'g.email', 'g.contact_id', 'c.share_token', 'c.is_primary'])
    .where('g.agreement_id', '=', agreementId)
    .orderBy('g.sign_order')
    .orderBy('g.id')
    .execute();
  return { agreement, workspace: toEmailWorkspace(agreement), signers };
}

type Context = Awaited<ReturnType<typeof mailContext>>;
type Signer = Context['signers'][number];
type Kind = 'agreement' | 'agreement-record';

/** A contact's mail as a client email of the workspace, naming them for the job's check before sending. */
function contactMail(
  ctx: Context,
  signer: Signer & { email: string },
  links: EmailLinks,
  kind: Kind,
  content: {
    subject: string;
    paragraphs: string[];
    action?: { label: string; url: string };
    record?: { reason: string };
  },
) {
  // The primary's email state is the client's own (no contact id); another contact's is theirs.
  const contactId = signer.contact_id && !signer.is_primary ? signer.contact_id : undefined;
  const message = renderClientEmail(
    {
      workspace: ctx.workspace,
      client: { id: ctx.agreement.project_id, email: signer.email, ...(contactId ? { contactId } : {}) },
      ...content,
    },
    links,
  );
  // A contact removed since still gets the signed copy of what they signed; nothing to re-check then.
  return signer.contact_id
    ? { ...message, client: { id: ctx.agreement.project_id, kind, ...(contactId ? { contactId } : {}) } }
    : message;
}

/** The countersigning member's mail: the workspace's branding, a button to the client's page. */
function memberMail(
  workspace: EmailWorkspace,
  to: string,
  origin: string,
  content: { subject: string; paragraphs: string[]; action: { label: string; url: string } },
) {
  const brand = workspaceBrand(workspace, origin);
  const { html, text } = renderEmail({
    brand,
    heading: content.subject,
    paragraphs: content.paragraphs,
    action: content.action,
    footer: [`Sent by ${PRODUCT_NAME} for ${brand.name}.`],
  });
  return { to, subject: content.subject, text, html };
}

const clientPage = (origin: string, clientId: string) => new URL(`/clients/${clientId}`, origin).toString();

/**
 * Emails each signer whose turn it is and who has not signed: the contacts (each their own
 * portal link) or the countersigner (the client's page). Called when the agreement is sent, and
 * when a signature hands the turn to the other side; a contact without an address is skipped.
 */
export async function queueSigningRequests(trx: Trx, services: MailServices, agreementId: string): Promise<void> {
  const ctx = await mailContext(trx, agreementId);
  if (ctx.agreement.status !== 'sent') return;
  const turn = whoseTurn(ctx.signers, ctx.agreement.signing_order);
  const { links } = services;
  for (const signer of ctx.signers) {
    if (signer.kind !== turn || signer.status !== 'pending' || !signer.email) continue;
    const email = signer.email;
    if (signer.kind === 'member') {
      const subject = M.emailCountersignSubject(ctx.agreement.title);
      await enqueueEmail(
        trx,
        memberMail(ctx.workspace, email, links.origin, {
          subject,
          paragraphs: [COPY.countersignIntro(ctx.agreement.client_name, ctx.agreement.title)],
          action: { label: COPY.clientPageAction, url: clientPage(links.origin, ctx.agreement.project_id) },
        }),
      );
      continue;
    }
    if (!signer.share_token) continue;
    const workspaceName = workspaceBrand(ctx.workspace, links.origin).name;
    await enqueueEmail(
      trx,
      contactMail(ctx, { ...signer, email }, links, 'agreement', {
        subject: M.emailSignSubject(ctx.agreement.title, workspaceName),
        paragraphs: [COPY.requestIntro(workspaceName, ctx.agreement.title)],
        action: { label: COPY.requestAction, url: portalUrl(links.portalOrigin ?? links.origin, signer.share_token) },
      }),
    );
  }
}

/** The 6-digit code a contact asked for, to their address (the only place the code ever is in clear). */
export async function queueSigningCode(
  trx: Trx,
  services: MailServices,
  input: { agreementId: string; signerId: string; code: string },
): Promise<void> {
  const ctx = await mailContext(trx, input.agreementId);
  const signer = ctx.signers.find((s) => s.id === input.signerId);
  if (!signer?.email) throw new Error(`Signer ${input.signerId} has no address to send a code to`);
  await enqueueEmail(
    trx,
    contactMail(ctx, { ...signer, email: signer.email }, services.links, 'agreement-record', {
      subject: M.emailCodeSubject(input.code),
      paragraphs: [COPY.codeLine(input.code), M.emailCodeBody],
      record: { reason: COPY.codeReason(ctx.agreement.title) },
    }),
  );
}

/**
 * The sealed PDF to every party with an address, attached (the job reads it from storage), with
 * a link to where it stays available: a contact's portal, the countersigner's client page.
 */
export async function queueCompletedMail(trx: Trx, services: MailServices, agreementId: string): Promise<void> {
  const ctx = await mailContext(trx, agreementId);
  const { final_key: finalKey, title, project_id: clientId } = ctx.agreement;
  if (ctx.agreement.status !== 'completed' || !finalKey) throw new Error(`Agreement ${agreementId} is not sealed`);
  const { links } = services;
  const subject = M.emailCompletedSubject(title);
  const attachments = [{ filename: COPY.attachmentName(title), contentType: 'application/pdf', storageKey: finalKey }];
  for (const signer of ctx.signers) {
    if (!signer.email) continue;
    const email = signer.email;
    if (signer.kind === 'member') {
      const message = memberMail(ctx.workspace, email, links.origin, {
        subject,
        paragraphs: [M.emailCompletedBody],
        action: { label: COPY.clientPageAction, url: clientPage(links.origin, clientId) },
      });
      await enqueueEmail(trx, { ...message, attachments });
      continue;
    }
    const message = contactMail(ctx, { ...signer, email }, links, 'agreement-record', {
      subject,
      paragraphs: [M.emailCompletedBody],
      ...(signer.share_token
        ? {
            action: {
              label: COPY.portalAction,
              url: portalUrl(links.portalOrigin ?? links.origin, signer.share_token),
            },
          }
        : {}),
      record: { reason: COPY.completedReason(title) },
    });
    await enqueueEmail(trx, { ...message, attachments });
  }
}
