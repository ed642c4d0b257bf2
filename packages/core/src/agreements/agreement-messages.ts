import type { AgreementStatus, SignerStep } from './agreement-types';

/** Every product string of agreements (owner screens, the portal, emails), zod-free for the portal page. */
export const AGREEMENT_MESSAGES = {
  // The stage in the journey editor
  stageLabel: 'Agreement',
  titleRequired: 'Agreement title is required',
  sourceText: 'Write it here',
  sourcePdf: 'Upload a PDF',
  bodyRequired: 'Write the agreement, or start from a template.',
  documentRequired: 'Upload the agreement PDF first.',
  documentNotFound: 'That PDF is no longer available. Upload it again.',
  tooManyPages: (max: number) => `An agreement PDF has at most ${max} pages.`,
  notAPdf: 'Upload a PDF file.',
  unreadablePdf: 'We could not read this PDF. Export it again and retry.',
  encryptedPdf: 'This PDF is password-protected. Upload a copy without a password.',
  sampleWarning:
    'This text still contains the sample note. Review it (with a lawyer) and remove the note before sending.',
  orderClientsFirst: 'Client signs first, then you countersign',
  orderOwnerFirst: 'You sign first, then the client',
  malformedVariable: (token: string) =>
    `${token} is not a variable. Use lowercase letters, digits and underscores, like {{start_date}}.`,

  // Sending, voiding, countersigning (the client page)
  notFound: 'Agreement not found.',
  stageNotAgreement: 'This stage is not an agreement stage.',
  notConfigured: 'Finish the agreement in the journey editor first.',
  variableRequired: (name: string) => `Fill in ${name} before sending.`,
  variableTooLong: (max: number) => `Each value is at most ${max} characters.`,
  signerRequired: 'Choose at least one contact to sign.',
  duplicateSigner: 'Each contact signs once.',
  contactNotFound: 'That contact is not one of this client’s contacts.',
  contactNeedsEmail: (name: string) =>
    `${name} has no email address, so we cannot send them a code. Add one, or allow signing without an email code.`,
  countersignerRequired: 'Choose who countersigns.',
  countersignerNotAllowed: 'That person cannot countersign for this client.',
  alreadyActive: 'This stage already has an agreement. Void it first to send a new version.',
  notSent: 'This agreement is no longer waiting for signatures.',
  voidReasonTooLong: 'Keep the reason under 1000 characters.',
  notYourCountersign: 'Only the chosen countersigner can sign for your side.',
  notYourTurn: 'It is not your turn to sign yet.',
  sent: 'Agreement sent.',
  voided: 'Agreement voided. You can send a new version.',
  countersigned: 'Signed.',
  completed: 'Everyone signed. The sealed PDF is on its way to every party.',

  // The portal
  portalHeading: 'Agreement',
  readPrompt: 'Read the whole document before you sign. Scroll to the last page to continue.',
  readAllPages: (seen: number, total: number) => `Page ${seen} of ${total}`,
  mustReadAll: 'Read every page of the document first.',
  continueToConsent: 'I have read the document',
  consentRequired: 'Agree to sign electronically to continue.',
  codeHeading: 'Confirm it is you',
  codePrompt: (emailHint: string) => `We emailed a 6-digit code to ${emailHint}. It works for 10 minutes.`,
  sendCode: 'Email me a code',
  resendCode: 'Send a new code',
  codeLabel: '6-digit code',
  codeFormat: 'Enter the 6 digits from the email.',
  codeWrong: (left: number) =>
    left === 1 ? 'That code is not right. 1 try left.' : `That code is not right. ${left} tries left.`,
  codeExpired: 'This code has expired. Send a new one.',
  codeTooManyTries: 'Too many wrong codes. Send a new one.',
  codeNone: 'Send yourself a code first.',
  codeTooManySends: 'Too many codes sent. Please wait 15 minutes and try again.',
  codeSentTo: (emailHint: string) => `Code sent to ${emailHint}.`,
  codeNotNeeded: 'No code is needed for you.',
  stepOutOfOrder: 'Finish the earlier steps first.',
  signHeading: 'Sign',
  signTyped: 'Type',
  signDrawn: 'Draw',
  typedLabel: 'Your full name',
  drawPrompt: 'Sign with your finger or mouse in the box.',
  clearDrawing: 'Clear',
  signButton: 'Sign the agreement',
  signedByYou: 'You signed this agreement.',
  waitingForOthers: 'Waiting for the other signatures.',
  waitingForOwner: (workspaceName: string) => `${workspaceName} signs first. We will email you when it is your turn.`,
  waitingForClients: 'Waiting for your client’s signature.',
  decline: 'Decline to sign',
  declineReasonLabel: 'Tell them why',
  declineReasonRequired: 'Give a reason so they can follow up.',
  declined: 'You declined this agreement. They have been told.',
  declinedBySomeone: 'This agreement was declined. A new version may follow.',
  replaced: 'This agreement was replaced by a new version.',
  voidedNotice: 'This agreement was cancelled.',
  downloadOriginal: 'Download the document',
  downloadFinal: 'Download the signed PDF',
  completedNotice: 'Everyone signed. Your copy of the signed PDF was emailed to you.',
  lockedByAgreement: 'Sign the agreement to unlock this stage.',
  notASigner: 'You are not asked to sign this agreement. Your contact will sign it.',

  // Signatures (signature-rules.ts)
  typedTooShort: 'Type your full name.',
  typedTooLong: 'Your name is at most 100 characters.',
  typedNeedsLetters: 'Type your name with letters.',
  drawnEmpty: 'Draw your signature in the box.',
  drawnTooSmall: 'Your signature is too small or too simple. Sign across the box.',
  drawnTooComplex: 'Your signature has too many strokes. Clear it and sign again.',
  drawnInvalid: 'We could not read that drawing. Clear it and sign again.',

  // Verify (the public page)
  verifyTitle: 'Verify a signed document',
  verifyPrompt: 'Drop a PDF here. It is checked on your device; the file is never uploaded.',
  verifySealed: 'This is an original document sealed by Bloom.',
  verifyAltered: 'This document was changed after it was sealed. It is not the original.',
  verifyUnknown: 'We did not seal this document.',

  // Emails
  emailSignSubject: (title: string, workspaceName: string) => `${workspaceName} sent you “${title}” to sign`,
  emailCodeSubject: (code: string) => `${code} is your signing code`,
  emailCodeBody:
    'Enter this code to confirm it is you. It works for 10 minutes. If you did not ask for it, ignore this email.',
  emailCompletedSubject: (title: string) => `Signed: ${title}`,
  emailCompletedBody: 'Everyone signed. The sealed PDF with its certificate is attached. Keep it with your records.',
  emailDeclinedSubject: (title: string, name: string) => `${name} declined “${title}”`,
  emailCountersignSubject: (title: string) => `Your turn to countersign “${title}”`,
} as const;

export const AGREEMENT_STATUS_LABELS: Record<AgreementStatus, string> = {
  sent: 'Waiting for signatures',
  completed: 'Signed',
  declined: 'Declined',
  voided: 'Voided',
};

export const SIGNER_STEP_LABELS: Record<SignerStep, string> = {
  waiting: 'Waiting for their turn',
  read: 'Reading',
  consent: 'Consent',
  code: 'Confirm identity',
  sign: 'Sign',
  signed: 'Signed',
  declined: 'Declined',
  closed: 'Closed',
};

/** 'j***@example.com': enough for the signer to recognise their address, not enough to read it off a screen. */
export function emailHint(email: string): string {
  const at = email.lastIndexOf('@');
  if (at < 1) return '***';
  return `${email[0]}***${email.slice(at)}`;
}
