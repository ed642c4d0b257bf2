import { afterEach, describe, expect, it, vi } from 'vitest';
import { copyText } from './clipboard';

afterEach(() => vi.unstubAllGlobals());

describe('copyText', () => {
  it('writes through the Clipboard API in a secure context', async () => {
    const writeText = vi.fn().mockResolvedValue(undefined);
    vi.stubGlobal('navigator', { clipboard: { writeText } });
    vi.stubGlobal('isSecureContext', true);
    await expect(copyText('https://app.example/c/abc')).resolves.toBe(true);
    expect(writeText).toHaveBeenCalledWith('https://app.example/c/abc');
  });

  it('falls back to execCommand when the Clipboard API refuses', async () => {
    vi.stubGlobal('navigator', { clipboard: { writeText: vi.fn().mockRejectedValue(new Error('denied')) } });
    vi.stubGlobal('isSecureContext', true);
    const area = { value: '', style: {}, setAttribute: vi.fn(), select: vi.fn(), remove: vi.fn() };
    const execCommand = vi.fn().mockReturnValue(true);
    vi.stubGlobal('HTMLElement', class {});
    vi.stubGlobal('document', {
      activeElement: null,
      createElement: () => area,
      body: { append: vi.fn() },
      execCommand,
    });
    await expect(copyText('link')).resolves.toBe(true);
    expect(area.value).toBe('link');
    expect(execCommand).toHaveBeenCalledWith('copy');
    expect(area.remove).toHaveBeenCalled();
  });

  it('skips the Clipboard API outside a secure context, and reports failure', async () => {
    const writeText = vi.fn();
    vi.stubGlobal('navigator', { clipboard: { writeText } });
    vi.stubGlobal('isSecureContext', false);
    vi.stubGlobal('document', undefined);
    await expect(copyText('link')).resolves.toBe(false);
    expect(writeText).not.toHaveBeenCalled();
  });
});
