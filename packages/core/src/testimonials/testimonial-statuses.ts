/** A testimonial's moderation statuses and history actions (zod-free; the page and the schemas share them). */

export const TESTIMONIAL_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type TestimonialStatus = (typeof TESTIMONIAL_STATUSES)[number];

export const TESTIMONIAL_EVENT_ACTIONS = ['submitted', 'edited', 'approved', 'rejected'] as const;
export type TestimonialEventAction = (typeof TESTIMONIAL_EVENT_ACTIONS)[number];
