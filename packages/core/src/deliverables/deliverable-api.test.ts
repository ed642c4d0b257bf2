import { describe, expect, it } from 'vitest';
import { createDeliverableSchema, deliverableUploadFieldsSchema } from './deliverable-api';
import {
  DELIVERABLE_MESSAGES,
  DELIVERABLE_VALIDATION,
  defaultDeliverableTitle,
  isHttpUrl,
} from './deliverable-messages';

const firstMessage = (input: unknown) => {
  const parsed = createDeliverableSchema.safeParse(input);
  return parsed.success ? null : parsed.error.issues[0]?.message;
};

describe('isHttpUrl', () => {
  it.each([
    'https://example.com',
    'http://example.com/path?q=1#top',
    'HTTPS://EXAMPLE.COM',
    'https://example.com/a%20b',
    'https://localhost:3000/',
    'https://docs.google.com/document/d/abc/edit',
  ])('accepts %s', (url) => {
    expect(isHttpUrl(url)).toBe(true);
  });
  it.each([
    '',
    'example.com',
    'ftp://example.com',
    'javascript:alert(1)',
    'https://',
    'https:///path',
    'https://exa mple.com',
    'https://user@evil.com',
    'mailto:jo@example.com',
  ])('refuses %j', (url) => {
    expect(isHttpUrl(url)).toBe(false);
  });
});

describe('defaultDeliverableTitle', () => {
  it('is the filename, the link label or URL, or Milestone Note', () => {
    expect(defaultDeliverableTitle({ type: 'file', filename: 'Logo.png' })).toBe('Logo.png');
    expect(defaultDeliverableTitle({ type: 'link', url: 'https://a.io', linkTitle: ' Figma ' })).toBe('Figma');
    expect(defaultDeliverableTitle({ type: 'link', url: 'https://a.io', linkTitle: '  ' })).toBe('https://a.io');
    expect(defaultDeliverableTitle({ type: 'link', url: 'https://a.io' })).toBe('https://a.io');
    expect(defaultDeliverableTitle({ type: 'note' })).toBe('Milestone Note');
  });
});

describe('createDeliverableSchema', () => {
  it('reads a link with trimmed fields and empty optionals as null', () => {
    expect(
      createDeliverableSchema.parse({
        type: 'link',
        stageId: ' s1 ',
        title: '  ',
        slotId: '',
        url: ' https://example.com ',
        linkTitle: null,
      }),
    ).toEqual({ type: 'link', stageId: 's1', title: null, slotId: null, url: 'https://example.com', linkTitle: null });
  });

  it('reads a note', () => {
    expect(createDeliverableSchema.parse({ type: 'note', stageId: 's1', note: ' Hello ' })).toEqual({
      type: 'note',
      stageId: 's1',
      title: null,
      slotId: null,
      note: 'Hello',
    });
  });

  it.each([
    [{ type: 'link', url: 'https://example.com' }, DELIVERABLE_VALIDATION.milestoneRequired],
    [{ type: 'link', stageId: '  ', url: 'https://example.com' }, DELIVERABLE_VALIDATION.milestoneRequired],
    [{ type: 'link', stageId: 5, url: 'https://example.com' }, DELIVERABLE_VALIDATION.milestoneRequired],
    [{ type: 'link', stageId: 'x'.repeat(101), url: 'https://a.io' }, DELIVERABLE_MESSAGES.milestoneNotFound],
    [{ type: 'link', stageId: 's1' }, DELIVERABLE_VALIDATION.linkItemNeedsUrl],
    [{ type: 'link', stageId: 's1', url: '   ' }, DELIVERABLE_VALIDATION.urlRequired],
    [{ type: 'link', stageId: 's1', url: 'example.com' }, DELIVERABLE_VALIDATION.urlInvalid],
    [{ type: 'link', stageId: 's1', url: `https://a.io/${'x'.repeat(2048)}` }, DELIVERABLE_VALIDATION.urlTooLong],
    [
      { type: 'link', stageId: 's1', url: 'https://a.io', linkTitle: 'x'.repeat(201) },
      DELIVERABLE_VALIDATION.linkTitleTooLong,
    ],
    [{ type: 'note', stageId: 's1' }, DELIVERABLE_VALIDATION.noteRequired],
    [{ type: 'note', stageId: 's1', note: ' \n ' }, DELIVERABLE_VALIDATION.noteRequired],
    [{ type: 'note', stageId: 's1', note: 'x'.repeat(10_001) }, DELIVERABLE_VALIDATION.noteTooLong],
    [{ type: 'note', stageId: 's1', note: 'a', title: 'x'.repeat(201) }, DELIVERABLE_VALIDATION.titleTooLong],
    [{ type: 'note', stageId: 's1', note: 'a', slotId: 'x'.repeat(101) }, DELIVERABLE_MESSAGES.slotNotFound],
    [{ type: 'note', stageId: 's1', note: 'a\u0000b' }, 'Note must not contain NUL characters'],
    [{ type: 'file', stageId: 's1' }, DELIVERABLE_VALIDATION.fileItemNeedsAttachment],
    [{ stageId: 's1', note: 'a' }, DELIVERABLE_VALIDATION.typeRequired],
    ['a note', DELIVERABLE_VALIDATION.typeRequired],
  ])('%j → %s', (input, message) => {
    expect(firstMessage(input)).toBe(message);
  });

  it('keeps a nested field’s own message', () => {
    expect(firstMessage({ type: 'note', stageId: 's1', note: 'a', title: 7 })).not.toBe(
      DELIVERABLE_VALIDATION.typeRequired,
    );
  });
});

describe('deliverableUploadFieldsSchema', () => {
  it('needs a milestone; title and slot are optional', () => {
    expect(deliverableUploadFieldsSchema.parse({ stageId: 's1', title: '' })).toEqual({
      stageId: 's1',
      title: null,
      slotId: null,
    });
    const parsed = deliverableUploadFieldsSchema.safeParse({ title: 'Logo' });
    expect(parsed.success ? null : parsed.error.issues[0]?.message).toBe(DELIVERABLE_VALIDATION.milestoneRequired);
  });
});
