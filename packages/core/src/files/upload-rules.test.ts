import { describe, expect, it } from 'vitest';
import { formatFileSize, megabytes } from './file-size';
import { fileTooLargeMessage, UPLOAD_MESSAGES } from './upload-messages';
import {
  canDisplayInline,
  fileExtension,
  isAllowedUploadName,
  looksLikeText,
  resolveUploadType,
  UPLOAD_ACCEPT,
  UPLOAD_TYPES,
} from './upload-rules';

// UTF-8 bytes without TextEncoder, which core's platform-neutral types do not declare.
const text = (s: string) => Uint8Array.from(unescape(encodeURIComponent(s)), (c) => c.charCodeAt(0));
const resolve = (filename: string, sniffedMime: string | undefined, head = new Uint8Array([1, 2, 3])) =>
  resolveUploadType({ filename, sniffedMime, head })?.mime ?? null;

describe('formatFileSize', () => {
  it.each([
    [0, '0 Bytes'],
    [512, '512 Bytes'],
    [1024, '1 KB'],
    [1536, '1.5 KB'],
    [megabytes(25), '25 MB'],
    [megabytes(2.5), '2.5 MB'],
    [megabytes(3 * 1024), '3 GB'],
    [megabytes(5000 * 1024), '5000 GB'],
  ])('%d bytes read as %s', (bytes, expected) => {
    expect(formatFileSize(bytes)).toBe(expected);
  });

  it('builds the size-limit message from the limit', () => {
    expect(fileTooLargeMessage(megabytes(25))).toBe('File is too large. Maximum size is 25 MB.');
  });
});

describe('fileExtension', () => {
  it.each([
    ['Report.Final.PDF', 'pdf'],
    ['archive.tar.gz', 'gz'],
    ['.bashrc', ''],
    ['README', ''],
    ['C:\\photos\\cat.JPG', 'jpg'],
  ])('%s → %s', (name, ext) => {
    expect(fileExtension(name)).toBe(ext);
  });
});

describe('resolveUploadType', () => {
  it('trusts the bytes over the name', () => {
    expect(resolve('photo.png', 'image/jpeg')).toBe('image/jpeg');
    expect(resolve('clip.bin', 'video/mp4')).toBe('video/mp4');
  });

  it('refuses programs and other types outside the list, whatever their name', () => {
    expect(resolve('cat.png', 'application/x-elf')).toBeNull();
    expect(resolve('setup.pdf', 'application/x-msdownload')).toBeNull();
    expect(resolve('lib.zip', 'application/java-archive')).toBeNull();
  });

  it('refuses unknown bytes unless the name is a text type and the bytes are text', () => {
    expect(resolve('mystery.png', undefined)).toBeNull();
    expect(resolve('notes.txt', undefined, text('hello\nworld'))).toBe('text/plain');
    expect(resolve('table.csv', undefined, text('a,b\n1,2\n'))).toBe('text/csv');
    expect(resolve('table.csv', undefined, new Uint8Array([0x4d, 0x5a, 0, 0, 3]))).toBeNull();
  });

  it('accepts SVG only when it is text that contains an <svg> element', () => {
    const svg = text('<?xml version="1.0"?>\n<SVG xmlns="http://www.w3.org/2000/svg"></SVG>');
    expect(resolve('logo.svg', 'application/xml', svg)).toBe('image/svg+xml');
    expect(resolve('logo.svg', undefined, text('<svg/>'))).toBe('image/svg+xml');
    expect(resolve('logo.svg', undefined, text('plain words'))).toBeNull();
  });

  it('tells legacy Office files apart by extension and refuses other CFB containers', () => {
    expect(resolve('budget.xls', 'application/x-cfb')).toBe('application/vnd.ms-excel');
    expect(resolve('letter.doc', 'application/x-cfb')).toBe('application/msword');
    expect(resolve('installer.msi', 'application/x-cfb')).toBeNull();
  });

  it('takes a ZIP named like an Office document at its word, and a ZIP with another name as a ZIP', () => {
    expect(resolve('deck.pptx', 'application/zip')).toBe(
      'application/vnd.openxmlformats-officedocument.presentationml.presentation',
    );
    expect(resolve('photos.png', 'application/zip')).toBe('application/zip');
  });

  it('ignores MIME parameters such as codecs', () => {
    expect(resolve('voice.opus', 'audio/ogg; codecs=opus')).toBe('audio/ogg');
  });
});

describe('looksLikeText', () => {
  it('accepts UTF-8 and 8-bit text, refuses NUL bytes and control-heavy data', () => {
    expect(looksLikeText(text('Café, naïve — ok\r\n\tend'))).toBe(true);
    expect(looksLikeText(new Uint8Array([0x43, 0x61, 0x66, 0xe9]))).toBe(true);
    expect(looksLikeText(new Uint8Array([0x41, 0x00, 0x42]))).toBe(false);
    expect(looksLikeText(new Uint8Array([0x41, 0x01, 0x02, 0x03, 0x42]))).toBe(false);
  });
});

describe('inline display and accept list', () => {
  it('shows media and PDF inline, never SVG, HTML or text', () => {
    expect(canDisplayInline('image/png')).toBe(true);
    expect(canDisplayInline('application/pdf')).toBe(true);
    expect(canDisplayInline('video/mp4')).toBe(true);
    expect(canDisplayInline('image/svg+xml')).toBe(false);
    expect(canDisplayInline('text/html')).toBe(false);
    expect(canDisplayInline('text/plain')).toBe(false);
  });

  it('lists every extension once for <input accept> and the browser pre-check', () => {
    const all = UPLOAD_TYPES.flatMap((type) => type.extensions);
    expect(new Set(all).size).toBe(all.length);
    expect(UPLOAD_ACCEPT).toContain('.pdf');
    expect(isAllowedUploadName('Brief.DOCX')).toBe(true);
    expect(isAllowedUploadName('run.exe')).toBe(false);
  });

  it('names what is allowed in the 415 message', () => {
    expect(UPLOAD_MESSAGES.unsupportedType).toMatch(/^This file type isn't allowed\. You can upload images .*PDF/);
  });
});
