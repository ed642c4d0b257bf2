import { DELIVERABLE_VALIDATION, fileTooLargeMessage, UPLOAD_MESSAGES } from '@bloom/core';
import { describe, expect, it } from 'vitest';
import {
  deliverableFormErrors,
  deliverableInput,
  emptyDeliverableForm,
  titlePlaceholder,
} from './deliverable-form-rules';

const MAX = 1024 * 1024;
const base = { ...emptyDeliverableForm('stage-1') };

describe('deliverableFormErrors', () => {
  it('asks for a milestone', () => {
    expect(deliverableFormErrors({ ...base, stageId: '', type: 'note', note: 'Hi' }, MAX)).toEqual({
      stageId: DELIVERABLE_VALIDATION.milestoneRequired,
    });
  });

  it.each([
    [null, DELIVERABLE_VALIDATION.fileRequired],
    [{ name: 'big.pdf', size: MAX + 1 }, fileTooLargeMessage(MAX)],
    [{ name: 'empty.pdf', size: 0 }, UPLOAD_MESSAGES.emptyFile],
    [{ name: 'tool.exe', size: 10 }, UPLOAD_MESSAGES.unsupportedType],
  ])('refuses the file %o before sending it', (file, message) => {
    expect(deliverableFormErrors({ ...base, type: 'file', file }, MAX)).toEqual({ file: message });
  });

  it('takes a file at exactly the limit', () => {
    expect(deliverableFormErrors({ ...base, type: 'file', file: { name: 'a.pdf', size: MAX } }, MAX)).toEqual({});
  });

  it.each([
    ['   ', DELIVERABLE_VALIDATION.urlRequired],
    ['example.com', DELIVERABLE_VALIDATION.urlInvalid],
    ['ftp://example.com', DELIVERABLE_VALIDATION.urlInvalid],
  ])('refuses the link %j', (url, message) => {
    expect(deliverableFormErrors({ ...base, type: 'link', url }, MAX)).toEqual({ url: message });
  });

  it('asks for the note text and checks only the chosen type', () => {
    expect(deliverableFormErrors({ ...base, type: 'note', note: ' \n ', url: 'nope' }, MAX)).toEqual({
      note: DELIVERABLE_VALIDATION.noteRequired,
    });
    expect(deliverableFormErrors({ ...base, type: 'link', url: ' https://example.com/x ' }, MAX)).toEqual({});
  });
});

describe('deliverableInput', () => {
  it('sends a link with blank optional fields as null', () => {
    expect(
      deliverableInput({ ...base, type: 'link', url: ' https://example.com ', title: ' ', linkTitle: '' }),
    ).toEqual({
      type: 'link',
      stageId: 'stage-1',
      title: null,
      slotId: null,
      url: 'https://example.com',
      linkTitle: null,
    });
  });

  it('sends a note with its slot and title', () => {
    expect(
      deliverableInput({ ...base, type: 'note', note: 'Ready for review', title: ' Update ', slotId: 'slot-2' }),
    ).toEqual({
      type: 'note',
      stageId: 'stage-1',
      title: 'Update',
      slotId: 'slot-2',
      note: 'Ready for review',
    });
  });
});

describe('titlePlaceholder', () => {
  it('shows the default title of each type', () => {
    expect(titlePlaceholder({ ...base, type: 'note' })).toBe('Milestone Note');
    expect(titlePlaceholder({ ...base, type: 'link', url: 'https://example.com', linkTitle: '' })).toBe(
      'https://example.com',
    );
    expect(titlePlaceholder({ ...base, type: 'link', url: 'https://example.com', linkTitle: 'Staging' })).toBe(
      'Staging',
    );
    expect(titlePlaceholder({ ...base, type: 'file', file: new File(['x'], 'mockup.png') })).toBe('mockup.png');
  });
});
