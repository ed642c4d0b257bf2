/**
 * The consent to do business electronically that a contact gives before signing, with the
 * disclosures ESIGN (15 U.S.C. 7001(c)(1)) requires, in plain language:
 * - paper: the right to have the record on paper, how to ask, and that it costs nothing (A)(i), (C);
 * - withdrawing: the right to withdraw consent, how, and what follows (A)(i), (B);
 * - scope: that consent covers this agreement and its records only (A)(ii);
 * - contact details: how to update the email the records go to (B);
 * - what is needed to open and keep the records (C)(i);
 * - that they can open them: consenting here, after reading the PDF in the portal, shows it (C)(ii).
 * Zod-free: the portal page shows it. Its version is recorded with the consent in the audit trail.
 */

export const CONSENT_DISCLOSURE_VERSION = 'esign-2025-1';

export interface ConsentDisclosureInput {
  /** Who the signer does business with (the workspace's name). */
  workspaceName: string;
  /** Where to write for paper copies, withdrawal and updates; null: reply to any of their emails. */
  contactEmail: string | null;
  /** The agreement's title, so the scope names it; defaults to 'this agreement'. */
  title?: string;
}

export interface ConsentItem {
  /** Stable key (tests, analytics-free anchors). */
  key: 'paper' | 'withdraw' | 'scope' | 'contact' | 'requirements' | 'access';
  title: string;
  text: string;
}

export interface ConsentDisclosure {
  heading: string;
  intro: string;
  items: ConsentItem[];
  agreeLabel: string;
}

export function esignConsentDisclosure({
  workspaceName,
  contactEmail,
  title,
}: ConsentDisclosureInput): ConsentDisclosure {
  const who = workspaceName.trim() || 'your service provider';
  const write = contactEmail ? `email ${who} at ${contactEmail}` : `reply to any email from ${who}`;
  const doc = title?.trim() ? `“${title.trim()}”` : 'this agreement';
  return {
    heading: 'Agree to sign electronically',
    intro: `Before you sign ${doc}, please read how signing electronically works. You can always choose paper instead.`,
    items: [
      {
        key: 'paper',
        title: 'You can have it on paper',
        text: `You have the right to receive this agreement and its records on paper instead of electronically. To ask for paper, before or after signing, ${write}. Paper copies are free of charge.`,
      },
      {
        key: 'withdraw',
        title: 'You can withdraw your consent',
        text: `You may withdraw this consent at any time, at no cost. Before you sign, you can simply stop here or use “Decline to sign”; at any time, ${write}. If you withdraw before signing, this agreement will not be signed electronically and ${who} will arrange a paper copy for you to sign instead. Withdrawing does not undo a signature you have already given, and it has no other consequence.`,
      },
      {
        key: 'scope',
        title: 'What this consent covers',
        text: `This consent covers only ${doc} and the records about it: the document, your signature, its audit trail and the signed copy we email to you. It does not cover any other document.`,
      },
      {
        key: 'contact',
        title: 'Keeping your contact details up to date',
        text: `We send your signing code and the signed copy to your email address. If it changes, ${write} so they can update it.`,
      },
      {
        key: 'requirements',
        title: 'What you need',
        text: 'A phone, tablet or computer with a current web browser (such as Chrome, Safari, Firefox or Edge), access to your email, and a PDF reader (most browsers and phones have one built in) to open the signed PDF. To keep a copy, save the PDF to your device or print it.',
      },
      {
        key: 'access',
        title: 'You can open these records',
        text: 'You have just opened and read the document in this page. By agreeing, you confirm that you were able to, and so that you can open and keep the records we send you electronically.',
      },
    ],
    agreeLabel: 'I agree to use electronic records and signatures for this agreement.',
  };
}
