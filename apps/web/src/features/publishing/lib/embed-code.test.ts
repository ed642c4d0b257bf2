import { describe, expect, it } from 'vitest';
import { iframeEmbedCode, scriptEmbedCode, wallUrl } from './embed-code';

const id = '3f2a6c1e-8b7d-4c3a-9e2f-1a2b3c4d5e6f';

describe('embed code', () => {
  it('is one async script from the app’s origin and the placeholder it fills', () => {
    expect(scriptEmbedCode('https://app.example', id)).toBe(
      `<script src="https://app.example/embed/widget.js" async></script>\n<div data-bloom-widget="${id}"></div>`,
    );
  });

  it('offers a plain frame of /embed/{id} with a fixed height, and the optional script that fits it', () => {
    const code = iframeEmbedCode('https://app.example', id);
    expect(code).toContain(`<iframe src="https://app.example/embed/${id}" title="Testimonials"`);
    expect(code).toContain('height:480px');
    expect(code.split('\n')[1]).toBe('<script src="https://app.example/embed/widget.js" async></script>');
  });

  it('gives the wall’s full address', () => {
    expect(wallUrl('https://app.example', `/gallery/${id}`)).toBe(`https://app.example/gallery/${id}`);
  });
});
