import type { BuiltinJourney } from '../types';
import { milestoneStep, onboardingStep, testimonialStep } from './shared';

export const legalJourney: BuiltinJourney = {
  slug: 'legal',
  wizardId: 'legal',
  name: 'Legal Services',
  description:
    'Collect intake details, parties and documents for a new legal matter, then share assessments, drafts and final documents securely.',
  introText: [
    '<p>Welcome. Thank you for choosing our firm. We know legal matters can be stressful, and we will keep you informed at every stage.</p>',
    '<p>Please complete the intake stages as fully as you can. We use this information to:</p>',
    '<ul>',
    '<li>run a <strong>conflict of interest check</strong> before we begin;</li>',
    '<li>understand your goals, deadlines and the documents involved;</li>',
    '<li>prepare an accurate assessment and fee estimate.</li>',
    '</ul>',
    '<p>Everything you share here is treated as <strong>confidential</strong>. Please note that completing this intake does not by itself create an attorney-client relationship; that begins once the engagement letter has been signed by both of us.</p>',
  ].join(''),
  steps: [
    onboardingStep('Client Intake', 'Give us your contact details and a short summary of your legal matter.', [
      {
        id: 'full_legal_name',
        type: 'text',
        label: 'Full legal name',
        required: true,
        placeholder: 'As it appears on your ID',
      },
      { id: 'email', type: 'email', label: 'Email address', required: true, placeholder: 'you@example.com' },
      { id: 'phone', type: 'text', label: 'Phone number', required: true, placeholder: '(555) 123-4567' },
      {
        id: 'client_type',
        type: 'radio',
        label: 'Are you contacting us as an individual or on behalf of an organization?',
        required: true,
        options: ['Individual', 'Business or organization'],
      },
      {
        id: 'organization_name',
        type: 'text',
        label: 'Organization name (if applicable)',
        required: false,
        placeholder: 'e.g. Rivera Holdings LLC',
      },
      {
        id: 'matter_type',
        type: 'select',
        label: 'Type of matter',
        required: true,
        options: [
          'Business formation or contracts',
          'Employment',
          'Real estate',
          'Family law',
          'Wills, trusts and estates',
          'Intellectual property',
          'Dispute or litigation',
          'Immigration',
          'Other',
        ],
      },
      {
        id: 'matter_summary',
        type: 'textarea',
        label: 'Summary of your matter',
        required: true,
        placeholder: 'Briefly describe what has happened so far and the outcome you would like to achieve',
      },
      {
        id: 'urgency',
        type: 'radio',
        label: 'How urgent is this matter?',
        required: true,
        options: [
          'Urgent: a deadline falls within the next 14 days',
          'Time-sensitive: within the next few months',
          'Not urgent',
        ],
      },
    ]),
    onboardingStep('Parties & Key Dates', 'List everyone involved and any dates or deadlines we need to know about.', [
      {
        id: 'other_parties',
        type: 'textarea',
        label: 'Other parties involved (opposing parties, their lawyers, co-owners, beneficiaries)',
        required: true,
        placeholder:
          'Full names and their relationship to you. We need these for our conflict check. Write "None" if no one else is involved',
      },
      {
        id: 'key_dates',
        type: 'textarea',
        label: 'Key dates and deadlines',
        required: true,
        placeholder: 'e.g. Contract signed March 3, 2024; notice received May 20; response due June 30',
      },
      {
        id: 'prior_counsel',
        type: 'radio',
        label: 'Have you worked with another lawyer on this matter?',
        required: true,
        options: ['No', 'Yes, and they are still involved', 'Yes, but they are no longer involved'],
      },
      {
        id: 'matter_history',
        type: 'checkbox',
        label: 'Has any of the following already happened?',
        required: false,
        options: [
          'A demand letter was sent or received',
          'A lawsuit or claim has been filed',
          'A government agency is involved',
          'A settlement offer has been made',
          'None of these',
        ],
      },
    ]),
    onboardingStep('Documents & Engagement', 'Upload any relevant documents and confirm the engagement terms.', [
      {
        id: 'supporting_documents',
        type: 'file',
        label: 'Relevant documents (contracts, correspondence, notices, court papers)',
        required: false,
      },
      { id: 'photo_id', type: 'file', label: 'Photo ID for identity verification', required: false },
      {
        id: 'communication_preference',
        type: 'select',
        label: 'How should we contact you about confidential matters?',
        required: true,
        options: ['Email', 'Phone call', 'Portal messages only', 'In-person meetings'],
      },
      {
        id: 'engagement_approval',
        type: 'approval',
        label: 'I have read and accept the engagement letter and fee terms',
        required: true,
      },
    ]),
    milestoneStep({
      name: 'Case Assessment',
      description:
        'Read our assessment of your matter and the recommended strategy, then approve the plan or ask questions.',
      deliverableSlots: [
        {
          slotType: 'file',
          label: 'Case assessment memo',
          description: 'Our analysis of the facts, the applicable law, your options and the risks of each.',
          isRequired: true,
        },
        {
          slotType: 'file',
          label: 'Fee estimate',
          description: 'Estimated fees and costs for each phase of the matter.',
          isRequired: false,
        },
      ],
      review: 'strategy',
      approvalLabel: 'I approve the recommended strategy',
      feedbackPlaceholder: 'Questions about the assessment, options or fees',
    }),
    milestoneStep({
      name: 'Draft Documents',
      description: 'Review the draft documents carefully and flag anything inaccurate or incomplete.',
      deliverableSlots: [
        {
          slotType: 'file',
          label: 'Draft documents',
          description: 'Drafts of the agreements, letters or court filings for your review.',
          isRequired: true,
        },
        {
          slotType: 'file',
          label: 'Summary of key terms',
          description: 'A plain-language summary of what the documents say and what they mean for you.',
          isRequired: false,
        },
      ],
      review: 'drafts',
      approvalLabel: 'I approve the drafts as final',
      feedbackPlaceholder: 'Reference the document, page and paragraph for each correction',
    }),
    milestoneStep({
      name: 'Filing & Resolution',
      description: "Confirm you've received the final signed or filed documents for your records.",
      deliverableSlots: [
        {
          slotType: 'file',
          label: 'Final executed or filed documents',
          description: 'Signed agreements, filed court documents or the registered paperwork.',
          isRequired: true,
        },
        {
          slotType: 'file',
          label: 'Closing letter',
          description: 'A summary of the outcome, where your originals are kept and any future deadlines.',
          isRequired: false,
        },
      ],
      review: 'resolution',
      approvalLabel: 'I confirm I have received the final documents',
      feedbackPlaceholder: 'Any questions about next steps or future deadlines',
    }),
    testimonialStep(
      'How did we handle your matter, and how did we communicate with you along the way? Please do not include confidential details.',
    ),
  ],
};
