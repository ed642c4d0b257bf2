import type {
  AgreementDocumentResponse,
  AgreementResponse,
  ClientAgreementsResponse,
  SaveJourneyInput,
  SendAgreementInput,
  StageAgreementConfig,
} from '@bloom/core';
import { PDFDocument } from 'pdf-lib';
import { addContact, listContacts } from '../contacts/contacts-api';
import { createClient } from '../helpers/clients';
import { ok, savedJourney, stage } from '../helpers/journeys';
import { multipartRequest } from '../helpers/storage';
import { jsonRequest, type TestApp } from '../helpers/test-app';

/** Owner-side fixtures of the agreements tests (issue 34): journeys with agreement stages, clients, sends. */
type App = TestApp['app'];

export const SERVICE_TEXT = `# Service agreement
This agreement is between {{workspace_name}} and {{client_name}} for {{project_name}}.

## Fees
- The fee is {{fee}}, due on {{due_date}}.
- Signed by {{contact_name}} on {{date}}.`;

export const textConfig = (extra: Partial<StageAgreementConfig> = {}): StageAgreementConfig => ({
  source: 'text',
  title: 'Service agreement',
  body: SERVICE_TEXT,
  documentId: null,
  order: 'clients_first',
  ...extra,
});

/** An agreement stage as the editor saves it. */
export const agreementStage = (
  name: string,
  agreement: StageAgreementConfig | null,
): SaveJourneyInput['stages'][number] => ({
  stepType: 'agreement',
  name,
  formConfig: [],
  agreement,
});

/** A PDF of `pages` pages made with pdf-lib, each saying its number. */
export async function pdfWithPages(pages: number, options: { objectStreams?: boolean } = {}): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  for (let i = 1; i <= pages; i++) pdf.addPage([300, 200]).drawText(`Page ${i}`, { x: 20, y: 100, size: 14 });
  return pdf.save({ useObjectStreams: options.objectStreams ?? true });
}

/**
 * A PDF whose trailer names an encryption dictionary, as a password-protected file's does: the
 * page count's reader refuses it (the xref offsets stay right: the trailer comes after the table).
 */
export async function encryptedPdf(): Promise<Uint8Array> {
  const text = Buffer.from(await pdfWithPages(1, { objectStreams: false })).toString('latin1');
  const marked = text.replace('trailer\n<<', 'trailer\n<<\n/Encrypt << /Filter /Standard /V 1 /R 2 >>');
  if (marked === text) throw new Error('no classic trailer to mark');
  return Buffer.from(marked, 'latin1');
}

/** POST /api/journeys/{id}/agreement-documents/uploads with one file. */
export async function uploadDocument(
  app: App,
  cookie: string,
  journeyId: string,
  data: Uint8Array,
  filename = 'Contract.pdf',
  contentType = 'application/pdf',
) {
  const request = multipartRequest(`/api/journeys/${journeyId}/agreement-documents/uploads`, [
    { name: 'file', filename, contentType, data },
  ]);
  return app.request(request.url, {
    method: 'POST',
    headers: { cookie, 'content-type': request.headers.get('content-type') ?? '' },
    body: await request.arrayBuffer(),
  });
}

export const uploadedDocument = async (app: App, cookie: string, journeyId: string, data: Uint8Array) =>
  (await ok<AgreementDocumentResponse>(uploadDocument(app, cookie, journeyId, data), 201)).document;

/** Calls /api/clients/{clientId}/agreements{path} as the member of `cookie`. */
export const callAgreements = (app: App, cookie: string, clientId: string, method = 'GET', path = '', body?: unknown) =>
  app.request(`/api/clients/${clientId}/agreements${path}`, jsonRequest(method, body, { cookie }));

export const listAgreements = async (app: App, cookie: string, clientId: string) =>
  ok<ClientAgreementsResponse>(callAgreements(app, cookie, clientId));

export const sendAgreement = async (app: App, cookie: string, clientId: string, input: SendAgreementInput) =>
  (await ok<AgreementResponse>(callAgreements(app, cookie, clientId, 'POST', '', input), 201)).agreement;

export const voidAgreement = async (app: App, cookie: string, clientId: string, agreementId: string, reason = 'x') =>
  (await ok<AgreementResponse>(callAgreements(app, cookie, clientId, 'POST', `/${agreementId}/void`, { reason })))
    .agreement;

/** A typed signature as the countersign form sends it. */
export const typed = (text = 'Avery Stone') => ({ signature: { kind: 'typed', text }, timeZone: 'Europe/Paris' });

/**
 * A workspace journey whose first stage is an agreement (`config`, the service text by default)
 * and a form after it; a client on it with two contacts, Ada Lane (the primary) and Sam Lee.
 */
export async function agreementClient(app: App, cookie: string, config: StageAgreementConfig = textConfig()) {
  const journey = await savedJourney(app, cookie, 'Signed first', [
    agreementStage('Contract', config),
    stage('onboarding', 'Intake', ['goal', 'Main goal']),
  ]);
  const [contract = '', intake = ''] = journey.steps.map((s) => s.id);
  const client = await createClient(app, cookie, {
    clientName: 'Ada Lane',
    clientEmail: 'ada@example.com',
    projectName: 'Website',
    templateId: journey.id,
  });
  const sam = await addContact(app, cookie, client.id, { name: 'Sam Lee', email: 'sam@example.com' });
  const ada = (await listContacts(app, cookie, client.id)).find((c) => c.primary)?.id ?? '';
  return { journeyId: journey.id, clientId: client.id, stages: { contract, intake }, contacts: { ada, sam: sam.id } };
}

/** What a send asks by default: both contacts, the given countersigner, the custom values filled. */
export const sendInput = (
  fx: Awaited<ReturnType<typeof agreementClient>>,
  countersignerUserId: string,
  extra: Partial<SendAgreementInput> = {},
): SendAgreementInput => ({
  stageId: fx.stages.contract,
  variables: { fee: '$4,000', due_date: 'March 1' },
  signerContactIds: [fx.contacts.ada, fx.contacts.sam],
  countersignerUserId,
  order: 'clients_first',
  allowWithoutEmail: false,
  ...extra,
});
