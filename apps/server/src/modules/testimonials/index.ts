// The testimonials area's door: what other areas may use of it (the only import path into it).
export { getTestimonial, moderateTestimonial } from './testimonial-moderation';
