import { describe, expect, it } from 'vitest';
import { exportFileName } from './export-file-name';

describe('exportFileName', () => {
  it('names the file after the client, in ASCII', () => {
    expect(exportFileName('Jordan Lee', 'square')).toBe('jordan-lee-testimonial-square.png');
    expect(exportFileName('Zoë Ångström-Nuñez', 'story')).toBe('zoe-angstrom-nunez-testimonial-story.png');
    expect(exportFileName('Łukasz Søren Straße', 'social')).toBe('lukasz-soren-strasse-testimonial-social.png');
    expect(exportFileName("  O'Brien & Co.  ", 'pdf')).toBe('o-brien-co-testimonial-pdf.pdf');
  });

  it('falls back to a plain name when nothing of the name is Latin', () => {
    expect(exportFileName('Жанна', 'pdf')).toBe('testimonial-pdf.pdf');
    expect(exportFileName('דנה כהן', 'square')).toBe('testimonial-square.png');
    expect(exportFileName('', 'square')).toBe('testimonial-square.png');
  });

  it('keeps a long name short and never ends the slug on a dash', () => {
    const name = exportFileName(`${'a'.repeat(59)} b${'c'.repeat(100)}`, 'square');
    expect(name).toBe(`${'a'.repeat(59)}-testimonial-square.png`);
    expect(name).toMatch(/^[a-z0-9-]+\.png$/);
  });
});
