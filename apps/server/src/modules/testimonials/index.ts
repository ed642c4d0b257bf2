// The testimonials area's door: what other areas may use of it (the only import path into it).
export { QUOTE_COLUMNS } from './testimonial-list';
export { getTestimonial, moderateTestimonial } from './testimonial-moderation';
