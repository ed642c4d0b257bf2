import type { BuiltinJourney } from '../types';
import { milestoneStep, onboardingStep, testimonialStep } from './shared';

export const realEstateJourney: BuiltinJourney = {
  slug: 'real-estate',
  wizardId: 'real-estate',
  name: 'Real Estate Services',
  description:
    'Guide buyers and sellers from the first consultation through market analysis, showings, offers and closing day.',
  introText: [
    "<p>Welcome! Thank you for trusting me with one of the biggest decisions you'll make. Whether you're buying, selling or both, I'll be with you every step of the way.</p>",
    '<p>Here is what to expect:</p>',
    '<ul>',
    '<li><strong>Get to know you</strong>: your timeline, budget and must-haves.</li>',
    '<li><strong>Market analysis</strong>: real numbers from recent sales so we can price with confidence.</li>',
    '<li><strong>Showings, offers and closing</strong>: every document and update lands here, so nothing gets lost in your inbox.</li>',
    '</ul>',
    "<p>Have a question at any point? Call or text me. <em>There's no such thing as a silly question in real estate.</em></p>",
  ].join(''),
  steps: [
    onboardingStep(
      'Client Profile',
      "Tell us who you are, how to reach you and whether you're buying, selling or both.",
      [
        {
          id: 'full_names',
          type: 'text',
          label: 'Names of everyone on the purchase or sale',
          required: true,
          placeholder: 'e.g. Jordan and Sam Rivera',
        },
        { id: 'email', type: 'email', label: 'Email address', required: true, placeholder: 'you@example.com' },
        { id: 'phone', type: 'text', label: 'Best phone number', required: true, placeholder: '(555) 123-4567' },
        {
          id: 'transaction_type',
          type: 'radio',
          label: 'What can we help you with?',
          required: true,
          options: ['Buying', 'Selling', 'Buying and selling', 'Renting or leasing'],
        },
        {
          id: 'preferred_contact',
          type: 'select',
          label: 'How do you prefer to be contacted?',
          required: true,
          options: ['Phone call', 'Text message', 'Email', 'Any of these'],
        },
        {
          id: 'move_timeline',
          type: 'select',
          label: 'When are you hoping to move?',
          required: true,
          options: ['Within 30 days', '1–3 months', '3–6 months', 'More than 6 months', 'Just exploring for now'],
        },
      ],
    ),
    onboardingStep('Property Goals', "Describe the home you're looking for or the property you're selling.", [
      {
        id: 'property_types',
        type: 'checkbox',
        label: 'Property type',
        required: true,
        options: ['Single-family home', 'Condo or apartment', 'Townhouse', 'Multi-family', 'Land', 'Commercial'],
      },
      {
        id: 'target_areas',
        type: 'textarea',
        label: 'Locations',
        required: true,
        placeholder:
          'Neighborhoods, towns or school districts you are considering, or the address of the property you are selling',
      },
      {
        id: 'price_range',
        type: 'select',
        label: 'Price range',
        required: true,
        options: ['Under $250k', '$250k–$400k', '$400k–$600k', '$600k–$900k', '$900k–$1.5M', 'Over $1.5M'],
      },
      {
        id: 'bedrooms_bathrooms',
        type: 'text',
        label: 'Bedrooms and bathrooms',
        required: false,
        placeholder: 'e.g. At least 3 bed / 2 bath',
      },
      {
        id: 'must_haves',
        type: 'textarea',
        label: 'Must-haves and deal-breakers',
        required: false,
        placeholder: 'e.g. Garage, fenced yard, under 30 minutes to downtown, no HOA',
      },
      {
        id: 'financing_status',
        type: 'radio',
        label: 'Where are you with financing?',
        required: true,
        options: [
          'Pre-approved for a mortgage',
          'Talking with a lender',
          'Paying cash',
          'Not started yet',
          'Not applicable (selling only)',
        ],
      },
      {
        id: 'process_familiarity',
        type: 'star-rating',
        label: 'How familiar are you with the buying or selling process?',
        required: false,
        maxRating: 5,
      },
    ]),
    onboardingStep('Documents & Agreement', "Upload the documents we'll need and confirm our working agreement.", [
      { id: 'pre_approval_letter', type: 'file', label: 'Mortgage pre-approval letter (buyers)', required: false },
      {
        id: 'property_documents',
        type: 'file',
        label: 'Property documents (sellers): deed, survey, HOA documents, recent utility bills',
        required: false,
      },
      {
        id: 'agreement_approval',
        type: 'approval',
        label: 'I have read and accept the buyer representation or listing agreement sent to me',
        required: true,
      },
    ]),
    milestoneStep({
      name: 'Market Analysis',
      description: 'Review the market analysis and pricing strategy, then approve it or share your questions.',
      deliverableSlots: [
        {
          slotType: 'file',
          label: 'Comparative market analysis',
          description: 'Recent comparable sales, current competition and a recommended price range.',
          isRequired: true,
        },
        {
          slotType: 'link',
          label: 'Saved property search',
          description: 'A live listings search set up with your criteria.',
          isRequired: false,
        },
      ],
      review: 'analysis',
      approvalLabel: 'I approve the pricing strategy',
      feedbackPlaceholder: 'Questions about the comparables or the recommended price',
    }),
    milestoneStep({
      name: 'Listings & Showings',
      description: 'Review the shortlisted homes or your listing materials, and tell us what to adjust.',
      deliverableSlots: [
        {
          slotType: 'link',
          label: 'Shortlist or listing page',
          description: 'The homes selected for showings, or your live listing with photos.',
          isRequired: true,
        },
        {
          slotType: 'file',
          label: 'Showing schedule and feedback',
          description: 'Dates and times of each showing with notes and buyer feedback.',
          isRequired: false,
        },
      ],
      review: 'showings',
      approvalLabel: 'I am happy with the listings and showing plan',
      feedbackPlaceholder: 'Homes you would like to add or remove, or changes to the listing description or photos',
    }),
    milestoneStep({
      name: 'Offer & Contract',
      description: 'Read the offer or contract documents carefully before we move forward.',
      deliverableSlots: [
        {
          slotType: 'file',
          label: 'Offer or purchase agreement',
          description: 'The offer as submitted, or the accepted purchase contract.',
          isRequired: true,
        },
        {
          slotType: 'file',
          label: 'Inspection and appraisal reports',
          description: 'Reports and any repair requests negotiated during the contingency period.',
          isRequired: false,
        },
      ],
      review: 'contract',
      approvalLabel: 'I have reviewed the contract documents',
      feedbackPlaceholder: 'Questions about terms, contingencies or deadlines',
    }),
    milestoneStep({
      name: 'Closing Day',
      description: "Confirm you've received your closing documents and everything you need for moving day.",
      deliverableSlots: [
        {
          slotType: 'file',
          label: 'Closing documents',
          description: 'Your settlement statement and final closing paperwork.',
          isRequired: true,
        },
        {
          slotType: 'file',
          label: 'Moving checklist',
          description: 'Utilities, change of address and key handover reminders.',
          isRequired: false,
        },
      ],
      review: 'closing',
      approvalLabel: 'I confirm closing is complete',
      feedbackPlaceholder: 'Anything still outstanding after closing',
    }),
    testimonialStep(
      'How did I help you buy or sell, and what would you tell a friend who is thinking of working with me?',
    ),
  ],
};
