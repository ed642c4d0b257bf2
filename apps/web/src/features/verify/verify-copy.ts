/**
 * The /verify page's words that core's AGREEMENT_MESSAGES does not hold (its title, prompt and
 * "sealed" line come from there): kept together so they can move there in one piece.
 */
export const VERIFY_COPY = {
  intro:
    'Check whether a PDF is the signed original of an agreement sealed by Bloom. Anyone holding the file can check it; you do not need an account.',
  privacy: 'Your file never leaves this device: your browser computes its SHA-256 fingerprint, and only that is sent.',
  dropHere: 'Drop the signed PDF here',
  or: 'or',
  choose: 'Choose a PDF',
  fileLabel: 'Signed PDF to verify',
  reading: (name: string) => `Reading ${name}...`,
  checking: 'Checking...',
  notPdf: 'That file is not a PDF. Choose the signed PDF you received.',
  unreadable: 'We could not read that file. Try again, or save the PDF to your device first.',
  checkFailed: 'We could not check the file right now. Try again in a moment.',
  tryAgain: 'Try again',
  another: 'Check another file',
  altered: 'This file names an agreement we sealed, but its contents were changed after sealing.',
  alteredHelp: 'Ask the sender for the original signed PDF, or check the copy that was emailed to you.',
  unknown: "We didn't seal this file.",
  unknownHelp: 'It may be a copy saved or printed again (which changes its contents), or a document signed elsewhere.',
  details: 'Agreement',
  title: 'Title',
  status: 'Status',
  version: 'Version',
  completed: 'Completed',
  signers: 'Signed by',
  notSigned: 'Not signed',
  file: 'File',
  fingerprint: 'SHA-256',
  stepsTitle: 'How it works',
  steps: [
    {
      title: 'Stays on your device',
      text: 'Your browser reads the file and computes its fingerprint. The file is not uploaded.',
    },
    { title: 'Compared with our seal', text: 'We look the fingerprint up among the final documents we sealed.' },
    { title: 'Only what it already says', text: 'You see the title, the status and who signed when: nothing else.' },
  ],
} as const;
