/**
 * The words the agreement PDFs draw around the document's own text. They end up inside sealed
 * files, so a change here changes only documents made after it.
 */
export const AGREEMENT_PDF_TEXT = {
  pageOf: (page: number, total: number) => `Page ${page} of ${total}`,
  sectionPage: (section: string, page: number, total: number) => `${section} · page ${page} of ${total}`,
  continued: (heading: string) => `${heading} (continued)`,
  version: (version: number) => `Version ${version}`,
  agreementFooter: (agreementId: string, version: number) => `Agreement ${agreementId} · Version ${version}`,

  // The end of a rendered document: lines left empty, the signed copy fills them in.
  signatureBlockHeading: 'Signatures',
  signatureBlockNote:
    'This agreement is signed electronically. The signed copy places each signature and its date on these lines, and adds a Signatures page with each signer’s details, followed by its certificate of completion.',
  signedBy: 'Signed by',
  date: 'Date',
  forClient: 'For the client',
  forWorkspace: (workspaceName: string) => `For ${workspaceName}`,

  // The final PDF's added pages.
  signaturesTitle: 'Signatures',
  signedOn: (local: string) => `Signed ${local}`,
  typedSignature: 'Typed signature',
  drawnSignature: 'Drawn signature',
  certificateTitle: 'Certificate of completion',
} as const;
