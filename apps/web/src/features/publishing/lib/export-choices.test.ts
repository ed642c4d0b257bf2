import { describe, expect, it } from 'vitest';
import {
  defaultExportTestimonial,
  exportGroups,
  exportUrl,
  formatSize,
  isExportFormat,
  pickerLabel,
} from './export-choices';

const t = (id: string, status: 'approved' | 'pending' | 'rejected') => ({ id, status });

describe('export choices', () => {
  it('builds the preview and download addresses', () => {
    expect(exportUrl('abc', 'square')).toBe('/api/testimonials/abc/export/square');
    expect(exportUrl('abc', 'pdf', true)).toBe('/api/testimonials/abc/export/pdf?download=1');
  });

  it('knows the four formats and says their size', () => {
    expect(['square', 'social', 'story', 'pdf'].every(isExportFormat)).toBe(true);
    expect(isExportFormat('gif')).toBe(false);
    expect(isExportFormat(null)).toBe(false);
    expect(formatSize('social')).toBe('1200 × 630 px');
    expect(formatSize('story')).toBe('1080 × 1920 px');
    expect(formatSize('pdf')).toBe('A4, selectable text');
  });

  it('lists approved testimonials first, then pending, then rejected', () => {
    const groups = exportGroups([t('r', 'rejected'), t('p', 'pending'), t('a', 'approved'), t('b', 'approved')]);
    expect(groups.map((g) => [g.status, g.testimonials.map((x) => x.id)])).toEqual([
      ['approved', ['a', 'b']],
      ['pending', ['p']],
      ['rejected', ['r']],
    ]);
  });

  it('opens on the testimonial asked for, else the newest approved one', () => {
    const list = [t('p', 'pending'), t('a', 'approved'), t('r', 'rejected')];
    expect(defaultExportTestimonial(list, 'r')?.id).toBe('r');
    expect(defaultExportTestimonial(list, 'missing')?.id).toBe('a');
    expect(defaultExportTestimonial([t('p', 'pending')], null)?.id).toBe('p');
    expect(defaultExportTestimonial([], null)).toBeUndefined();
  });

  it('shortens a long quote at a word for the picker', () => {
    expect(pickerLabel({ clientName: 'Jordan', content: 'Short and\nsweet' })).toBe('Jordan — “Short and sweet”');
    const label = pickerLabel({ clientName: 'Jordan', content: 'word '.repeat(40) });
    expect(label).toMatch(/^Jordan — “(word ){11}word…”$/);
  });
});
