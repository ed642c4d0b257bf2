import { describe, expect, it } from 'vitest';
import { BUILTIN_CREATED_AT, BUILTIN_JOURNEYS, builtinStepId } from './builtin-journeys';
import { formFieldSchema } from './form-field-schema';
import { FIELD_TYPES, keepsItsPhase, PHASE_FOR_STEP_TYPE } from './types';

const NAMES = [
  'Web Design & Development',
  'Real Estate Services',
  'Legal Services',
  'Wedding Planning',
  'Freelance Writing',
  'Marketing Services',
  'Brand Identity & Logo Design',
  'Coaching & Consulting',
  'Photography Services',
  'Content Creation',
];
const SLUGS = [
  'web-design',
  'real-estate',
  'legal',
  'wedding',
  'freelance-writing',
  'marketing',
  'brand-identity',
  'coaching',
  'photography',
  'content-creation',
];
const ALLOWED_TAGS = new Set(['p', 'strong', 'em', 'u', 'ul', 'ol', 'li', 'a']);

const allSteps = BUILTIN_JOURNEYS.flatMap((journey) =>
  journey.steps.map((step, i) => ({ journey, step, label: `${journey.slug} step ${i + 1}` })),
);
const allFields = allSteps.flatMap(({ step, label }) => step.formConfig.map((field) => ({ field, label })));

describe('built-in journeys', () => {
  it('has exactly the ten journeys, in order, with matching slugs and wizard ids', () => {
    expect(BUILTIN_JOURNEYS.map((j) => j.name)).toEqual(NAMES);
    expect(BUILTIN_JOURNEYS.map((j) => j.slug)).toEqual(SLUGS);
    expect(BUILTIN_JOURNEYS.map((j) => j.wizardId)).toEqual(SLUGS);
    expect(new Set(BUILTIN_JOURNEYS.map((j) => j.slug)).size).toBe(BUILTIN_JOURNEYS.length);
  });

  it('builds step ids and the fixed epoch', () => {
    expect(builtinStepId('legal', 2)).toBe('builtin-legal-step-2');
    expect(BUILTIN_CREATED_AT).toBe('2024-01-01T00:00:00.000Z');
  });

  it('gives every journey a one-sentence description and 6 to 8 named steps', () => {
    for (const journey of BUILTIN_JOURNEYS) {
      expect(journey.description.trim().length, journey.slug).toBeGreaterThan(20);
      expect(journey.description.trim().endsWith('.'), journey.slug).toBe(true);
      expect(journey.steps.length, journey.slug).toBeGreaterThanOrEqual(6);
      expect(journey.steps.length, journey.slug).toBeLessThanOrEqual(8);
      for (const step of journey.steps) {
        expect(step.name.trim(), journey.slug).not.toBe('');
        expect(step.description.trim(), `${journey.slug}: ${step.name}`).not.toBe('');
      }
    }
  });

  it('pairs step types with phases', () => {
    for (const { step, label } of allSteps) {
      expect(step.stepType, label).not.toBe('custom');
      if (keepsItsPhase(step.stepType)) continue;
      expect(step.phase, label).toBe(PHASE_FOR_STEP_TYPE[step.stepType]);
    }
  });

  it('orders stages onboarding, then milestones, then one closing testimonial', () => {
    for (const journey of BUILTIN_JOURNEYS) {
      const types = journey.steps.map((s) => s.stepType);
      const onboarding = types.filter((t) => t === 'onboarding').length;
      const milestones = types.filter((t) => t === 'milestone').length;
      expect(onboarding, journey.slug).toBeGreaterThanOrEqual(2);
      expect(onboarding, journey.slug).toBeLessThanOrEqual(3);
      expect(milestones, journey.slug).toBeGreaterThanOrEqual(2);
      expect(milestones, journey.slug).toBeLessThanOrEqual(4);
      expect(
        types.filter((t) => t === 'testimonial'),
        journey.slug,
      ).toHaveLength(1);
      expect(types, journey.slug).toEqual([
        ...Array(onboarding).fill('onboarding'),
        ...Array(milestones).fill('milestone'),
        'testimonial',
      ]);
    }
  });

  it('gives every milestone deliverable slots and a review form', () => {
    for (const { step, label } of allSteps) {
      if (step.stepType !== 'milestone') {
        expect(step.deliverableSlots ?? [], label).toEqual([]);
        continue;
      }
      const slots = step.deliverableSlots ?? [];
      expect(slots.length, label).toBeGreaterThanOrEqual(1);
      expect(slots.length, label).toBeLessThanOrEqual(2);
      for (const slot of slots) {
        expect(['link', 'file'], label).toContain(slot.slotType);
        expect(slot.label.trim(), label).not.toBe('');
        expect(slot.description?.trim(), label).toBeTruthy();
        expect(typeof slot.isRequired, label).toBe('boolean');
      }
      const approval = step.formConfig.filter((f) => f.type === 'approval');
      expect(approval, label).toHaveLength(1);
      const feedback = step.formConfig.filter((f) => f.type === 'textarea');
      expect(
        feedback.every((f) => !f.required),
        label,
      ).toBe(true);
    }
  });

  it('ends every journey with the standard testimonial stage', () => {
    for (const journey of BUILTIN_JOURNEYS) {
      const last = journey.steps.at(-1)!;
      expect(last.stepType, journey.slug).toBe('testimonial');
      expect(last.phase, journey.slug).toBe('feedback');
      expect(
        last.formConfig.map((f) => f.id),
        journey.slug,
      ).toEqual(['rating', 'testimonial', 'share_permission']);
      const [rating, testimonial, share] = last.formConfig;
      expect(rating).toMatchObject({
        type: 'radio',
        label: 'How would you rate your experience?',
        required: true,
        options: ['5 - Excellent', '4 - Very good', '3 - Good', '2 - Fair', '1 - Poor'],
      });
      expect(testimonial).toMatchObject({ type: 'textarea', label: 'Your testimonial', required: true });
      expect(testimonial?.placeholder?.trim(), journey.slug).toBeTruthy();
      expect(share).toMatchObject({
        type: 'checkbox',
        label: 'You may share my testimonial publicly',
        required: false,
        options: ['Yes, you may publish my testimonial with my name'],
      });
    }
  });

  it('makes every form field valid', () => {
    for (const { field, label } of allFields) {
      expect(() => formFieldSchema.parse(field), `${label}: ${field.id}`).not.toThrow();
      expect(formFieldSchema.parse(field), `${label}: ${field.id}`).toEqual(field);
      expect(field.id, label).toMatch(/^[a-z][a-z0-9]*(_[a-z0-9]+)*$/);
      expect(field.label.trim(), `${label}: ${field.id}`).not.toBe('');
      expect(typeof field.required, `${label}: ${field.id}`).toBe('boolean');
    }
  });

  it('keeps field ids unique within each step', () => {
    for (const { step, label } of allSteps) {
      const ids = step.formConfig.map((f) => f.id);
      expect(new Set(ids).size, label).toBe(ids.length);
    }
  });

  it('only sets type-specific properties on the types that use them', () => {
    for (const { field, label } of allFields) {
      const where = `${label}: ${field.id}`;
      const hasOptions = ['radio', 'checkbox', 'select'].includes(field.type);
      expect(field.options !== undefined, where).toBe(hasOptions);
      if (hasOptions) {
        expect(field.options!.length, where).toBeGreaterThanOrEqual(1);
        expect(new Set(field.options).size, where).toBe(field.options!.length);
      }
      if (field.placeholder !== undefined) expect(['text', 'email', 'textarea'], where).toContain(field.type);
      expect(field.maxRating !== undefined, where).toBe(field.type === 'star-rating');
      expect(field.defaultColor !== undefined, where).toBe(field.type === 'color');
    }
  });

  it('uses a varied set of field types in every journey', () => {
    for (const journey of BUILTIN_JOURNEYS) {
      const all = new Set(journey.steps.flatMap((s) => s.formConfig.map((f) => f.type)));
      const onboarding = new Set(
        journey.steps.filter((s) => s.stepType === 'onboarding').flatMap((s) => s.formConfig.map((f) => f.type)),
      );
      expect(all.size, journey.slug).toBeGreaterThanOrEqual(5);
      expect(onboarding.size, journey.slug).toBeGreaterThanOrEqual(5);
      for (const type of all) expect(FIELD_TYPES, journey.slug).toContain(type);
    }
  });

  it('writes intro text with only the editor tags', () => {
    for (const journey of BUILTIN_JOURNEYS) {
      const tags = [...journey.introText.matchAll(/<\/?([a-zA-Z][a-zA-Z0-9]*)([^>]*)>/g)];
      expect(tags.length, journey.slug).toBeGreaterThan(0);
      expect(journey.introText.startsWith('<'), journey.slug).toBe(true);
      for (const [tag, name, attributes] of tags) {
        expect(ALLOWED_TAGS.has(name!), `${journey.slug}: ${tag}`).toBe(true);
        const attrs = attributes!.trim();
        if (name === 'a' && !tag.startsWith('</')) expect(attrs, journey.slug).toMatch(/^href="https:\/\/[^"\s]+"$/);
        else expect(attrs, `${journey.slug}: ${tag}`).toBe('');
      }
      // Everything outside tags is text: no stray angle brackets.
      expect(journey.introText.replace(/<[^>]*>/g, ''), journey.slug).not.toMatch(/[<>]/);
    }
  });

  it('contains no placeholder copy', () => {
    const text = JSON.stringify(BUILTIN_JOURNEYS).toLowerCase();
    for (const banned of ['lorem', 'ipsum', 'coming soon', 'todo', 'tbd']) expect(text).not.toContain(banned);
  });
});
