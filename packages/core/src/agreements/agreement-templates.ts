/**
 * Three built-in agreements to start from (the editor's "Start from a template"). They are
 * samples, written to be useful, not legal advice: each opens with SAMPLE_NOTE, which the editor
 * warns about until the owner has reviewed the text (with a lawyer) and removed it. Built-in
 * variables are filled by the server; the custom ones ({{fee}}, …) by the owner when sending.
 */

export const SAMPLE_NOTE =
  '[SAMPLE: review this agreement with a lawyer where you work, adapt it, then delete this line before sending.]';

/** True while the text still carries the sample note (the editor warns; sending is the owner's call). */
export const hasSampleNote = (body: string) => body.includes('[SAMPLE:');

export const AGREEMENT_TEMPLATE_IDS = ['service-agreement', 'nda', 'content-release'] as const;
export type AgreementTemplateId = (typeof AGREEMENT_TEMPLATE_IDS)[number];

export interface AgreementTemplate {
  id: AgreementTemplateId;
  /** The picker's name. */
  name: string;
  /** The picker's one-line description. */
  description: string;
  /** The document's title (the stage config's title). */
  title: string;
  body: string;
}

const SERVICE_AGREEMENT = `${SAMPLE_NOTE}

This Service Agreement (the "Agreement") is made on {{date}} between {{workspace_name}} (the "Provider") and {{client_name}} (the "Client"), for the project {{project_name}}.

## 1. Services

The Provider will perform the following services (the "Services"):
{{services_description}}

The Provider will begin the Services on {{start_date}} and aims to deliver them by {{end_date}}. Dates depend on the Client providing the materials, access and feedback the Services need on time; a delay on the Client's side moves the dates by the same amount.

Work that is not described above (for example more pages, more concepts or more rounds of revisions) is out of scope. The Provider will describe and quote any such work in writing before doing it.

## 2. Revisions

The fee includes {{revision_rounds}} rounds of revisions on each deliverable. Further revisions are charged at {{hourly_rate}} per hour.

## 3. Fees and payment

The total fee for the Services is {{fee}}.

- A non-refundable deposit of {{deposit}} is due when this Agreement is signed. Work starts once the deposit is received.
- The balance is due on delivery of the Services.
- Invoices are payable within {{payment_terms_days}} days of their date.
- Late payments may carry interest at the lower of 1% per month and the highest rate the law allows, and the Provider may pause work until overdue amounts are paid.
- Expenses approved in writing by the Client in advance (for example stock images, fonts or hosting) are invoiced at cost.

## 4. The Client's responsibilities

The Client will provide content, feedback and approvals promptly, and confirms that any material it provides (text, images, logos) is its own or that it has the right to use it, and that its use in the Services will not infringe anyone else's rights.

## 5. Intellectual property

Once the Client has paid every amount due under this Agreement, the Provider assigns to the Client all rights in the final deliverables created specifically for the Client.

- The Provider keeps its pre-existing materials, tools, know-how and any unused concepts or drafts; the Client receives a permanent licence to use any of them that are included in the final deliverables, for the purpose of those deliverables.
- Third-party materials (such as fonts, stock images or software) remain subject to their own licences.
- Unless the Client objects in writing, the Provider may show the final work in its portfolio and marketing after it has been made public.

## 6. Confidentiality

Each party will keep confidential any non-public information it receives from the other in connection with this Agreement, and use it only to perform this Agreement. This does not apply to information that is or becomes public through no fault of the receiving party, or that the law requires to be disclosed.

## 7. Warranties and liability

The Provider will perform the Services with reasonable skill and care. Apart from that, the Services are provided without other warranties. Neither party is liable for indirect or consequential losses, such as lost profits. The Provider's total liability under this Agreement is limited to the fees paid under it.

## 8. Termination

Either party may end this Agreement by giving {{notice_days}} days' written notice. Either party may end it immediately if the other seriously breaches it and does not fix the breach within 14 days of being asked to in writing.

If this Agreement ends early, the Client pays for the work done up to the date it ends (the deposit counts towards this), and the Provider hands over the work paid for. Sections 5, 6 and 7 continue after the Agreement ends.

## 9. General

- The Provider is an independent contractor, not an employee of the Client.
- This Agreement is the whole agreement between the parties about the Services. Changes must be agreed in writing (email is enough).
- Neither party is responsible for delays caused by events beyond its reasonable control.
- This Agreement is governed by the laws of {{governing_law}}.
- The parties agree to sign this Agreement electronically, and that an electronic signature has the same effect as a handwritten one.

Signed by {{contact_name}} for {{client_name}}, and by {{workspace_name}}.`;

const NDA = `${SAMPLE_NOTE}

This Mutual Non-Disclosure Agreement (the "Agreement") is made on {{date}} between {{workspace_name}} and {{client_name}} (each a "Party", together the "Parties").

## 1. Purpose

The Parties wish to share confidential information with each other for the following purpose: {{purpose}} (the "Purpose"), in connection with {{project_name}}.

## 2. Confidential Information

"Confidential Information" means any information one Party (the "Discloser") shares with the other (the "Recipient") in connection with the Purpose, in any form, that is marked as confidential or that a reasonable person would understand to be confidential. It includes business plans, customer and pricing information, designs, drafts, software, know-how and the terms of any proposal.

Confidential Information does not include information that the Recipient can show:

- is or becomes public through no fault of the Recipient;
- it already knew, without a duty of confidence, before the Discloser shared it;
- it received from someone else who was free to share it; or
- it developed independently, without using the Discloser's information.

## 3. Obligations

The Recipient will:

- use the Confidential Information only for the Purpose;
- not disclose it to anyone except its employees, contractors and professional advisers who need to know it for the Purpose and are bound by duties of confidentiality at least as strict as these;
- protect it with at least the care it uses for its own confidential information, and never less than reasonable care; and
- tell the Discloser promptly if it learns of any unauthorised use or disclosure.

If the law or a court requires the Recipient to disclose Confidential Information, it may do so, but will (where allowed) tell the Discloser first and disclose only what is required.

## 4. Return and deletion

When the Discloser asks, or when the Purpose ends, the Recipient will return or delete the Confidential Information, except copies it must keep by law or that are kept in routine backups, which stay confidential.

## 5. No other rights

All Confidential Information remains the property of the Discloser. This Agreement does not grant any licence or other right in it, and does not oblige either Party to share any particular information or to enter into any further agreement. Confidential Information is shared "as is".

## 6. Term

This Agreement starts on the date above and covers information shared during the following {{term_years}} years. The duties of confidentiality for each item of Confidential Information last for {{term_years}} years after it was shared, and for trade secrets for as long as they remain trade secrets.

## 7. Remedies

A breach of this Agreement may cause harm that money alone cannot put right, so the Discloser may seek an injunction or similar relief in addition to any other remedy.

## 8. General

- This Agreement is the whole agreement between the Parties about its subject. Changes must be agreed in writing.
- Neither Party may transfer this Agreement without the other's written consent.
- This Agreement is governed by the laws of {{governing_law}}.
- The Parties agree to sign this Agreement electronically, and that an electronic signature has the same effect as a handwritten one.

Signed by {{contact_name}} for {{client_name}}, and by {{workspace_name}}.`;

const CONTENT_RELEASE = `${SAMPLE_NOTE}

This Release is given on {{date}} by {{contact_name}}, for {{client_name}} (the "Releasor"), to {{workspace_name}} (the "Creator"), in connection with {{project_name}}.

## 1. What this release covers

The Releasor allows the Creator to use the following photographs, video, audio, text and other content, and the names, likenesses, voices and statements of the people and property shown in them (together, the "Content"):
{{content_description}}

## 2. Permission granted

The Releasor grants the Creator a non-exclusive, worldwide, royalty-free permission to use, reproduce, edit, adapt, publish and display the Content for the following purposes: {{usage_scope}}.

This permission lasts for {{release_term}}. Content published before the permission ends may stay where it was published (for example in a printed brochure or an archived social media post).

- The Creator may crop, resize, color-correct and make other reasonable edits, but will not alter the Content in a way that is misleading or that shows anyone in a false or offensive light.
- The Creator will not sell the Content on its own, or use it to endorse a product or service other than its own, without the Releasor's separate written consent.
- Credit: {{credit_line}}.

## 3. Compensation

In return for this Release, the Releasor receives: {{compensation}}. No other payment or royalty is due for the uses this Release allows.

## 4. The Releasor's confirmations

The Releasor confirms that:

- it owns the Content or has the right to grant this permission;
- every identifiable person shown in the Content (or, for anyone under 18, their parent or guardian) has agreed to its use as described here; and
- the Content does not, to its knowledge, infringe anyone's rights.

## 5. Withdrawing permission

The Releasor may ask the Creator in writing to stop new uses of the Content. The Creator will stop new uses within 30 days of receiving the request, and remove the Content from websites and social media accounts it controls where that is reasonably possible. Uses made before the request remain allowed.

## 6. Privacy

The Creator will use any personal information in the Content only for the purposes above and will handle it in line with the data protection laws that apply to it.

## 7. General

- This Release is the whole agreement about the Content. Changes must be agreed in writing.
- This Release is governed by the laws of {{governing_law}}.
- The parties agree to sign this Release electronically, and that an electronic signature has the same effect as a handwritten one.

Signed by {{contact_name}} for {{client_name}}, and accepted by {{workspace_name}}.`;

export const AGREEMENT_TEMPLATES: readonly AgreementTemplate[] = [
  {
    id: 'service-agreement',
    name: 'Service agreement',
    description: 'Scope, revisions, fees and deposit, intellectual property, termination.',
    title: 'Service Agreement',
    body: SERVICE_AGREEMENT,
  },
  {
    id: 'nda',
    name: 'Mutual NDA',
    description: 'Both sides keep what they share confidential, for a set number of years.',
    title: 'Mutual Non-Disclosure Agreement',
    body: NDA,
  },
  {
    id: 'content-release',
    name: 'Photo and content release',
    description: 'Permission to use photos, video and other content, and the people in them.',
    title: 'Photo and Content Release',
    body: CONTENT_RELEASE,
  },
];

export const agreementTemplate = (id: string): AgreementTemplate | undefined =>
  AGREEMENT_TEMPLATES.find((t) => t.id === id);
