import type { BuiltinJourney } from '../types';
import { milestoneStep, onboardingStep, testimonialStep } from './shared';

export const coachingJourney: BuiltinJourney = {
  slug: 'coaching',
  wizardId: 'coaching',
  name: 'Coaching & Consulting',
  description:
    'Welcome a new coaching or consulting client with an intake, goal setting and agreement, then share the plan, progress reviews and final roadmap.',
  introText: [
    "<p>Welcome! I'm really glad you're here. Deciding to invest in yourself or your business is a big step.</p>",
    '<p>Before our first session, please take 15 to 20 minutes to work through the onboarding stages. Honest answers help me:</p>',
    '<ul>',
    '<li>understand where you are today and what you want to change;</li>',
    '<li>tailor each session to <strong>your</strong> goals rather than a generic program;</li>',
    '<li>measure how far you have come when we look back at the end.</li>',
    '</ul>',
    '<p>Everything you share stays between us. <em>See you soon!</em></p>',
  ].join(''),
  steps: [
    onboardingStep('Welcome & Intake', 'Tell us about yourself and what brought you to coaching.', [
      { id: 'full_name', type: 'text', label: 'Full name', required: true, placeholder: 'e.g. Priya Shah' },
      { id: 'email', type: 'email', label: 'Email address', required: true, placeholder: 'you@example.com' },
      {
        id: 'role_organization',
        type: 'text',
        label: 'Current role and organization',
        required: false,
        placeholder: 'e.g. Head of Operations at Brightside Health',
      },
      {
        id: 'program',
        type: 'radio',
        label: 'Which program are you joining?',
        required: true,
        options: ['1:1 coaching', 'Business consulting', 'Leadership or team coaching', 'VIP intensive day'],
      },
      {
        id: 'why_now',
        type: 'textarea',
        label: 'What made you decide to start now?',
        required: true,
        placeholder: 'What is happening in your work or life that prompted you to reach out?',
      },
      {
        id: 'session_format',
        type: 'select',
        label: 'Preferred session format',
        required: true,
        options: ['Video call', 'Phone call', 'In person', 'No preference'],
      },
      {
        id: 'availability',
        type: 'checkbox',
        label: 'When are you usually available?',
        required: true,
        options: ['Weekday mornings', 'Weekday afternoons', 'Weekday evenings', 'Weekends'],
      },
    ]),
    onboardingStep(
      'Goals & Self-Assessment',
      'Rate where you are today and describe what you want to achieve together.',
      [
        {
          id: 'top_goals',
          type: 'textarea',
          label: 'Your top three goals for our work together',
          required: true,
          placeholder: 'e.g. 1. Get promoted to director  2. Delegate more  3. Stop working weekends',
        },
        {
          id: 'success_definition',
          type: 'textarea',
          label: 'How will you know our work together has been a success?',
          required: true,
          placeholder: 'What will be different in six months?',
        },
        {
          id: 'current_satisfaction',
          type: 'star-rating',
          label: 'How satisfied are you with where you are today?',
          required: true,
          maxRating: 10,
        },
        {
          id: 'confidence',
          type: 'star-rating',
          label: 'How confident are you that you can reach these goals?',
          required: false,
          maxRating: 10,
        },
        {
          id: 'focus_areas',
          type: 'checkbox',
          label: 'Which areas would you like to focus on?',
          required: false,
          options: [
            'Career direction',
            'Leadership',
            'Productivity and time management',
            'Business growth',
            'Confidence and mindset',
            'Work-life balance',
            'Communication',
          ],
        },
        {
          id: 'obstacles',
          type: 'textarea',
          label: 'What has held you back so far?',
          required: false,
          placeholder: 'Habits, circumstances or beliefs that get in the way',
        },
      ],
    ),
    onboardingStep(
      'Agreement & Preparation',
      'Accept the coaching agreement and share anything to review before our first session.',
      [
        {
          id: 'agreement_approval',
          type: 'approval',
          label: 'I have read and accept the coaching agreement, including the cancellation policy',
          required: true,
        },
        {
          id: 'accountability',
          type: 'radio',
          label: 'How would you like to be held accountable between sessions?',
          required: false,
          options: ['Weekly email check-in', 'Shared action tracker', 'Only during sessions'],
        },
        {
          id: 'pre_session_materials',
          type: 'file',
          label: 'Anything you would like reviewed beforehand (resume, business plan, assessment results)',
          required: false,
        },
      ],
    ),
    milestoneStep({
      name: 'Coaching Plan',
      description: 'Review your personalized plan and confirm it reflects your goals.',
      deliverableSlots: [
        {
          slotType: 'file',
          label: 'Personalized coaching plan',
          description: 'Your goals, milestones and session schedule.',
          isRequired: true,
        },
        {
          slotType: 'link',
          label: 'Session booking link',
          description: 'Book your sessions at times that suit you.',
          isRequired: false,
        },
      ],
      review: 'plan',
      approvalLabel: 'I approve my coaching plan',
      feedbackPlaceholder: 'Goals to add or reword, or scheduling constraints',
    }),
    milestoneStep({
      name: 'Mid-Program Review',
      description: 'Look back at your progress so far and tell us what to adjust for the second half.',
      deliverableSlots: [
        {
          slotType: 'file',
          label: 'Progress summary',
          description: 'Wins so far, actions completed and the areas to focus on next.',
          isRequired: true,
        },
        {
          slotType: 'link',
          label: 'Session notes',
          description: 'Notes and resources from each session to date.',
          isRequired: false,
        },
      ],
      review: 'midpoint',
      approvalLabel: 'I agree with the plan for the rest of the program',
      feedbackPlaceholder: 'What is working, what is not, and what you would like more of',
    }),
    milestoneStep({
      name: 'Final Roadmap',
      description: 'Review your wrap-up report and the roadmap for continuing on your own.',
      deliverableSlots: [
        {
          slotType: 'file',
          label: 'Final report and roadmap',
          description: 'The results you achieved and a 90-day plan to keep the momentum going.',
          isRequired: true,
        },
        {
          slotType: 'file',
          label: 'Tools and resources',
          description: 'Worksheets, templates and reading recommendations from our sessions.',
          isRequired: false,
        },
      ],
      review: 'wrap_up',
      approvalLabel: 'I have received my final report and roadmap',
      feedbackPlaceholder: 'Anything you would like to revisit before we close out',
    }),
    testimonialStep(
      'What has changed for you since we started working together, and what would you tell someone considering coaching?',
    ),
  ],
};
