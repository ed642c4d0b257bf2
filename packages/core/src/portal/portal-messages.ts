/** The client portal's texts (spec §2, §5, §8), zod-free so the portal page stays small. */

export const PORTAL_MESSAGES = {
  notFoundTitle: 'Portal Not Found',
  notFound: 'This client portal link is invalid or has expired. Please contact your service provider.',
  noJourneyTitle: 'No Journey Assigned',
  noJourney: "Your journey hasn't been set up yet. Please check back later or contact your service provider.",
  defaultName: 'Client Portal',
  welcomeBack: 'Welcome back',
  submitFailed: 'Failed to submit form. Please try again.',
  loadFailed: 'We could not load your portal. Check your connection and try again.',
  passwordTitle: 'This portal is protected',
  passwordPrompt: 'Enter the password your service provider gave you.',
  passwordLabel: 'Password',
  passwordRequired: 'Enter the password',
  wrongPassword: 'That password is not correct. Please try again.',
  passwordNeeded: 'Enter the portal password to continue.',
  tooManyPasswordTries: 'Too many wrong passwords. Please wait 15 minutes and try again.',
  tooManyRequests: 'Too many requests. Please wait a few minutes and try again.',
  congratsTitle: 'Congratulations!',
  congratsBody: "You've completed every stage of your journey. Thank you!",
  viewSummary: 'View Summary',
  journeyComplete: 'Journey Complete',
  journeyCompleteBody: 'Every stage is done. Here is your journey at a glance.',
  doneClickToEdit: 'Done • Click to Edit',
  saved: 'Saved',
  saving: 'Saving…',
  submit: 'Submit',
  saveChanges: 'Save Changes',
  submitting: 'Submitting...',
  stageSubmitted: 'Thank you! Your answers were sent.',
  stageUpdated: 'Your changes were saved.',
  approve: 'Approve',
  requestChanges: 'Request changes',
  approved: 'Approved',
  changesRequested: 'Changes requested',
  commentLabel: 'What should change?',
  commentRequired: 'Tell us what should change',
  sendRequest: 'Send request',
  noDeliverablesYet: 'Nothing to review yet. Your deliverables appear here when they are ready.',
  stageNotFound: 'This stage is not part of your journey',
  stageLocked: 'Finish the earlier stages first',
  deliverableNotFound: 'Deliverable not found',
  fileNotFound: 'File not found',
  uploadAgain: 'Upload the file again',
  testimonialGuidance: 'Aim for 150–300 characters: what you valued, and the result.',
} as const;

/** Field-level messages of the portal stage form (spec §5 where it has them). */
export const PORTAL_VALIDATION = {
  required: (label: string) => `${label} is required`,
  invalidEmail: 'Please enter a valid email address',
  tooLong: (label: string, max: number) => `${label} must be ${max} characters or fewer`,
  chooseOption: (label: string) => `Choose one of the options for ${label}`,
  rating: (max: number) => `Choose a rating from 1 to ${max}`,
  color: 'Enter a colour like #14b8a6',
  approval: 'Choose Approve or Request changes',
  file: 'Upload the file again',
  invalid: (label: string) => `${label} is not valid`,
} as const;

/** Testimonial stage (spec §9: guidance 150-300, counter max 300, rating 1-5). */
export const TESTIMONIAL_LIMITS = { min: 150, max: 300, maxRating: 5, title: 200, company: 200 } as const;

export const TESTIMONIAL_FORM = {
  rating: 'How would you rate your experience?',
  content: 'Your testimonial',
  title: 'Your title (optional)',
  company: 'Company (optional)',
  permission: 'You may share my testimonial publicly',
  ratingRequired: 'Choose a rating from 1 to 5',
  contentRequired: 'Your testimonial is required',
  contentTooLong: `Your testimonial must be ${TESTIMONIAL_LIMITS.max} characters or fewer`,
} as const;
