import { DEFAULT_PRIMARY_COLOR } from '../../messages';
import type { BuiltinJourney } from '../types';
import { milestoneStep, onboardingStep, testimonialStep } from './shared';

export const webDesignJourney: BuiltinJourney = {
  slug: 'web-design',
  wizardId: 'web-design',
  name: 'Web Design & Development',
  description:
    'Take a website project from discovery and content gathering through design approval, staging review and launch.',
  introText: [
    "<p>Welcome aboard! I'm excited to build your new website with you.</p>",
    '<p>This portal keeps the whole project in one place. Here is how it works:</p>',
    '<ol>',
    '<li><strong>Tell me about your project</strong>: your goals, your audience and the sites you admire.</li>',
    '<li><strong>Share your brand and content</strong>: logo, colors, copy and photos.</li>',
    '<li><strong>Review as we go</strong>: approve the designs, test the staging site and sign off on launch.</li>',
    '</ol>',
    '<p>The more detail you give me up front, the fewer revision rounds we need later. If anything is unclear, just reply to any of my emails. <em>No question is too small.</em></p>',
  ].join(''),
  steps: [
    onboardingStep('Project Discovery', 'Tell us about your business, your goals and the website you have in mind.', [
      {
        id: 'business_name',
        type: 'text',
        label: 'Business name',
        required: true,
        placeholder: 'e.g. Greenleaf Studio',
      },
      {
        id: 'contact_email',
        type: 'email',
        label: 'Best email for project updates',
        required: true,
        placeholder: 'you@yourbusiness.com',
      },
      {
        id: 'current_website',
        type: 'text',
        label: 'Current website (if you have one)',
        required: false,
        placeholder: 'https://',
      },
      {
        id: 'project_type',
        type: 'radio',
        label: 'What kind of project is this?',
        required: true,
        options: [
          'Brand-new website',
          'Redesign of an existing website',
          'Online store (e-commerce)',
          'Landing page or microsite',
        ],
      },
      {
        id: 'project_goals',
        type: 'textarea',
        label: 'What should the new website achieve?',
        required: true,
        placeholder: 'e.g. More inquiries from local clients, online bookings, selling products directly',
      },
      {
        id: 'target_audience',
        type: 'textarea',
        label: 'Who are your ideal visitors?',
        required: true,
        placeholder: 'Who they are, what they need to find quickly and what would make them get in touch',
      },
      {
        id: 'launch_timeline',
        type: 'select',
        label: 'When would you like to launch?',
        required: true,
        options: ['As soon as possible', 'Within 1 month', '1–3 months', '3–6 months', 'No fixed deadline'],
      },
      {
        id: 'budget_range',
        type: 'select',
        label: 'Budget range',
        required: false,
        options: ['Under $3,000', '$3,000–$7,500', '$7,500–$15,000', 'Over $15,000', 'Not sure yet'],
      },
    ]),
    onboardingStep(
      'Features & Inspiration',
      'Choose the pages and features you need and show us websites you admire.',
      [
        {
          id: 'required_pages',
          type: 'checkbox',
          label: 'Which pages will the site need?',
          required: true,
          options: ['Home', 'About', 'Services', 'Portfolio or gallery', 'Blog', 'Pricing', 'FAQ', 'Contact', 'Shop'],
        },
        {
          id: 'features',
          type: 'checkbox',
          label: 'Which features do you need?',
          required: false,
          options: [
            'Contact form',
            'Online booking or scheduling',
            'Newsletter signup',
            'Payments or e-commerce',
            'Client login area',
            'Multiple languages',
            'Live chat',
            'Events calendar',
          ],
        },
        {
          id: 'inspiration_sites',
          type: 'textarea',
          label: 'Websites you like',
          required: false,
          placeholder: 'List 2–3 websites and what you like about each (layout, colors, tone, features)',
        },
        {
          id: 'self_editing_importance',
          type: 'star-rating',
          label: 'How important is it that you can update the site yourself?',
          required: false,
          maxRating: 5,
        },
        {
          id: 'platform_preference',
          type: 'select',
          label: 'Preferred platform',
          required: false,
          options: [
            'No preference, please recommend one',
            'WordPress',
            'Webflow',
            'Shopify',
            'Squarespace',
            'Custom build',
          ],
        },
      ],
    ),
    onboardingStep(
      'Brand Assets & Content',
      'Upload your logo, pick your brand colors and tell us where your website content stands.',
      [
        { id: 'logo_files', type: 'file', label: 'Logo files (SVG or high-resolution PNG)', required: false },
        {
          id: 'primary_brand_color',
          type: 'color',
          label: 'Primary brand color',
          required: false,
          defaultColor: DEFAULT_PRIMARY_COLOR,
        },
        {
          id: 'secondary_brand_color',
          type: 'color',
          label: 'Secondary brand color',
          required: false,
          defaultColor: '#0f172a',
        },
        {
          id: 'content_status',
          type: 'radio',
          label: 'How ready is your website content?',
          required: true,
          options: [
            'All copy and images are ready',
            'Some content is ready',
            'I need help writing the copy',
            'I need help with both copy and photography',
          ],
        },
        { id: 'content_files', type: 'file', label: 'Copy documents, photos or other content', required: false },
        {
          id: 'domain_hosting',
          type: 'textarea',
          label: 'Where is your domain registered and your current site hosted?',
          required: false,
          placeholder:
            'e.g. Domain with GoDaddy, site on Squarespace. Company names only, please do not share passwords here',
        },
      ],
    ),
    milestoneStep({
      name: 'Design Mockups',
      description: 'Review the homepage and inner-page designs, then approve them or tell us what to change.',
      deliverableSlots: [
        {
          slotType: 'file',
          label: 'Homepage mockup',
          description: 'Desktop and mobile designs for the homepage.',
          isRequired: true,
        },
        {
          slotType: 'file',
          label: 'Inner page mockups',
          description: 'Designs for key interior pages such as About, Services and Contact.',
          isRequired: false,
        },
      ],
      review: 'design',
      approvalLabel: 'I approve the design direction',
      feedbackPlaceholder: 'Note the page and section for each change, e.g. "Homepage hero: try a lighter photo"',
    }),
    milestoneStep({
      name: 'Staging Site Review',
      description:
        'Click through the working site on your phone and computer and flag anything that looks or works wrong.',
      deliverableSlots: [
        {
          slotType: 'link',
          label: 'Staging site',
          description: 'A private preview of the fully built website.',
          isRequired: true,
        },
        {
          slotType: 'file',
          label: 'Testing checklist',
          description: 'The browsers and devices we tested, with any known issues.',
          isRequired: false,
        },
      ],
      review: 'staging',
      approvalLabel: 'The staging site is ready to launch',
      feedbackPlaceholder: 'List the page, the device or browser and what went wrong',
    }),
    milestoneStep({
      name: 'Launch & Handover',
      description: 'Check your live website and the handover materials, and confirm everything is in order.',
      deliverableSlots: [
        {
          slotType: 'link',
          label: 'Live website',
          description: 'Your new site on its permanent domain.',
          isRequired: true,
        },
        {
          slotType: 'file',
          label: 'Website care guide',
          description: 'How to log in, edit pages, add blog posts and keep the site backed up and updated.',
          isRequired: true,
        },
      ],
      review: 'launch',
      approvalLabel: 'I confirm the site is live and the handover is complete',
      feedbackPlaceholder: 'Anything missing from the handover, or questions about looking after the site',
    }),
    testimonialStep(
      'What was it like working together, and what difference has the new website made for your business?',
    ),
  ],
};
