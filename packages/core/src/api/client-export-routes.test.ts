import { describe, expect, it } from 'vitest';
import { clientExportFileName, clientExportUrl, exportSlug } from './client-export-routes';

describe('the client export file name', () => {
  const at = new Date('2026-11-29T23:59:00Z');

  it('is bloom-client-<slug>-<UTC date>.zip, ASCII only', () => {
    expect(clientExportFileName('Jordan Lée', at)).toBe('bloom-client-jordan-lee-2026-11-29.zip');
    expect(clientExportFileName('  Ærø & Søn, Ltd.  ', at)).toBe('bloom-client-aero-son-ltd-2026-11-29.zip');
  });

  it('drops the slug when the name has no Latin letters or digits', () => {
    expect(clientExportFileName('דנה כהן', at)).toBe('bloom-client-2026-11-29.zip');
    expect(clientExportFileName('', at)).toBe('bloom-client-2026-11-29.zip');
  });

  it('keeps a slug short and without dashes at its ends', () => {
    const slug = exportSlug(`-${'a'.repeat(100)}-`);
    expect(slug).toBe('a'.repeat(59));
    expect(exportSlug('Ben / Marsh\u0000')).toBe('ben-marsh');
  });

  it('the route is addressed by the encoded id', () => {
    expect(clientExportUrl('a/b')).toBe('/api/clients/a%2Fb/data-export');
  });
});
