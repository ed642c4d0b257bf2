import { describe, expect, it } from 'vitest';
import { displayFileName } from './display-name';

describe('displayFileName (issue 24: names that lie)', () => {
  it('removes bidirectional controls, so the real extension shows last', () => {
    // Shown by a file list as "invoiceexe.pdf".
    expect(displayFileName('invoice\u202Efdp.exe')).toBe('invoicefdp.exe');
    const controls = ['\u202A', '\u202B', '\u202C', '\u202D', '\u202E', '\u2066', '\u2067', '\u2068', '\u2069'];
    for (const c of [...controls, '\u200E', '\u200F', '\u061C']) {
      expect(displayFileName(`report${c}gpj.zip`), `U+${c.codePointAt(0)?.toString(16)}`).toBe('reportgpj.zip');
    }
  });

  it('removes other invisible and control characters', () => {
    expect(displayFileName('in\u200Bvoice\uFEFF.p\u00ADdf')).toBe('invoice.pdf');
    expect(displayFileName('a\u2060b\u180Ec\u3164d\uFFA0e\u{E0041}.txt')).toBe('abcde.txt');
    expect(displayFileName('tab\there\u0007.csv')).toBe('tabhere.csv');
    expect(displayFileName('note\uFFF9hidden\uFFFB.md')).toBe('notehidden.md');
  });

  it('collapses blanks and drops trailing dots and spaces that would hide the extension', () => {
    expect(displayFileName(`photo.jpg${' '.repeat(200)}.zip`)).toBe('photo.jpg .zip');
    expect(displayFileName('photo.jpg\u2800\u2800\u2800\u3000.zip')).toBe('photo.jpg .zip');
    expect(displayFileName('brief.docx. . .')).toBe('brief.docx');
    expect(displayFileName('. .')).toBe('file');
  });

  it('keeps what shapes real text: joiners between letters or emoji, emoji presentation', () => {
    expect(displayFileName('می\u200Cخواهم.pdf')).toBe('می\u200Cخواهم.pdf');
    expect(displayFileName('👩\u200D💻 notes.txt')).toBe('👩\u200D💻 notes.txt');
    expect(displayFileName('❤\uFE0F.png')).toBe('❤\uFE0F.png');
    expect(displayFileName('a.\u200Dpdf')).toBe('a.pdf');
    expect(displayFileName('\uFE0F.png')).toBe('.png');
    expect(displayFileName('Résumé — final (2).pdf')).toBe('Résumé — final (2).pdf');
  });

  it('keeps no folders, never answers empty, and keeps the extension through truncation', () => {
    expect(displayFileName('C:\\Users\\ana\\Brief\u0000 final.pdf')).toBe('Brief final.pdf');
    expect(displayFileName('../../etc/passwd')).toBe('passwd');
    expect(displayFileName('\u202E')).toBe('file');
    const long = `${'é'.repeat(300)}\u202E.pdf`;
    expect(Array.from(displayFileName(long))).toHaveLength(255);
    expect(displayFileName(long).endsWith('é.pdf')).toBe(true);
  });
});
