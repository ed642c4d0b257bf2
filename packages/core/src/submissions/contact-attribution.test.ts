import { describe, expect, it } from 'vitest';
import type { ActorDto } from '../contacts/contact-schemas';
import { decidedByLine } from '../deliverables/deliverable-messages';
import { testimonialEventLine } from '../testimonials/testimonial-api';
import { contactActor } from './attribution';
import { submissionEventLine, submittedByLabel } from './submission-rules';

const PRIYA: ActorDto = { kind: 'contact', id: 'contact-priya', name: 'Priya Shah' };
const DANA: ActorDto = { kind: 'member', id: 'user-dana', name: 'Dana Admin' };

describe('contactActor', () => {
  it('is the contact as recorded, a removed one without id, and no one before contacts', () => {
    expect(contactActor('contact-priya', 'Priya Shah')).toEqual(PRIYA);
    expect(contactActor(null, 'Priya Shah')).toEqual({ kind: 'contact', id: null, name: 'Priya Shah' });
    expect(contactActor(null, null)).toBeNull();
  });
});

describe("what a contact did, in the owner's words", () => {
  it("puts the contact before a submission's date, or nothing", () => {
    expect(submittedByLabel(PRIYA)).toBe('Submitted by Priya Shah on');
    expect(submittedByLabel(null)).toBe('Submitted');
  });

  it("names the contact beside the client's own events and the member beside reviews", () => {
    expect(submissionEventLine({ action: 'submitted', actor: PRIYA })).toBe('Submitted by Priya Shah');
    expect(submissionEventLine({ action: 'resubmitted', actor: PRIYA })).toBe('Updated by Priya Shah');
    expect(submissionEventLine({ action: 'resubmitted', actor: null })).toBe('Updated by the client');
    expect(submissionEventLine({ action: 'reviewed', actor: DANA })).toBe('Marked reviewed by Dana Admin');
    expect(submissionEventLine({ action: 'changes_requested', actor: null })).toBe('Changes requested');
  });

  it('says who wrote, edited or decided on a testimonial', () => {
    expect(testimonialEventLine({ action: 'submitted', actor: PRIYA })).toBe('Written by Priya Shah');
    expect(testimonialEventLine({ action: 'edited', actor: PRIYA })).toBe('Edited by Priya Shah');
    expect(testimonialEventLine({ action: 'submitted', actor: null })).toBe('Written by the client');
    expect(testimonialEventLine({ action: 'approved', actor: DANA })).toBe('Approved by Dana Admin');
  });

  it("says which contact decided on a deliverable, or 'the client'", () => {
    expect(decidedByLine(PRIYA, 'Dec 4, 2026, 3:30 PM')).toBe('by Priya Shah on Dec 4, 2026, 3:30 PM');
    expect(decidedByLine(null, 'Dec 4, 2026, 3:30 PM')).toBe('by the client on Dec 4, 2026, 3:30 PM');
  });
});
