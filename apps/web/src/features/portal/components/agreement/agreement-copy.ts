/**
 * The signing flow's words that core's AGREEMENT_MESSAGES does not hold (yet): kept together so
 * they can move there in one piece. Everything else reads AGREEMENT_MESSAGES directly.
 */

/** 'Alex Rivera', 'Alex Rivera and Sam Lee', 'Alex, Sam and Kim'. */
export function nameList(names: readonly string[]): string {
  if (names.length <= 1) return names[0] ?? '';
  return `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}`;
}

export const AGREEMENT_COPY = {
  preparing: (workspace: string) =>
    `${workspace} is preparing your agreement. We'll email you when it's ready to sign.`,
  completedOn: (day: string) => `Signed by everyone on ${day}.`,
  waitingFor: (names: readonly string[]) => `Waiting for ${nameList(names)} to sign first.`,
  emailWhenTurn: "We'll email you when it's your turn.",
  stillWaitingFor: (names: readonly string[]) => `Waiting for ${nameList(names)} to sign.`,
  signedOn: (day: string) => `Signed ${day}`,
  notSignedYet: 'Not signed yet',
  declinedLabel: 'Declined',
  yourReason: 'Your reason',
  whoSigns: 'Who signs',
  steps: { read: 'Read', consent: 'Agree', code: 'Verify', sign: 'Sign' },
  stepsLabel: 'Signing steps',
  stepDone: 'done',

  // Reading
  documentLabel: (title: string) => `${title}, the document to read`,
  pageLabel: (n: number, total: number) => `Page ${n} of ${total}`,
  loadingDocument: 'Loading the document...',
  documentFailed: 'We could not show the document here. Download it to read it, or try again.',
  tryAgain: 'Try again',
  zoomIn: 'Zoom in',
  zoomOut: 'Zoom out',
  zoomLevel: (percent: number) => `${percent}%`,
  downloadPdf: 'Download PDF',
  readDone: 'You have reached the last page.',
  saving: 'Saving...',

  // Consent
  continue: 'Continue',

  // Code
  codeNoEmail: 'We sent you a 6-digit code. It works for 10 minutes.',
  sendingCode: 'Sending a code...',
  verify: 'Verify',
  verifying: 'Verifying...',
  resendIn: (seconds: number) => `Send a new code in ${seconds}s`,
  codeCheckSpam: "Can't find it? Check your spam folder, or send a new code.",

  // Signing
  signatureLabel: 'Your signature',
  preview: 'Preview',
  typeAlternative: 'Prefer not to draw? Choose Type and sign with your name.',
  drawingArea: 'Signature drawing area',
  loadingPad: 'Loading the drawing pad...',
  legal: (button: string) =>
    `By selecting “${button}”, I agree that this is my electronic signature on this agreement and that it is as valid as my handwritten signature, and that I have read the whole document.`,
  signing: 'Signing...',
  signedNotice: 'Signed. Thank you!',

  // Declining
  declineTitle: 'Decline to sign?',
  declineBody: (workspace: string) => `${workspace} will see your reason and can send you a new version.`,
  declineConfirm: 'Decline',
  declining: 'Declining...',
  cancel: 'Cancel',
  close: 'Close',
  declinedNotice: 'You declined the agreement.',

  // A step the server refused because the page was out of date
  refreshed: 'This agreement changed while you were on the page. It is up to date now.',
  failed: 'Something went wrong. Please try again.',
} as const;
