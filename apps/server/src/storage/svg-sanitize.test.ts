import { describe, expect, it } from 'vitest';
import { sanitizeSvg, UnreadableSvgError } from './svg-sanitize';

const svg = (inner: string, attrs = '') => `<svg xmlns="http://www.w3.org/2000/svg"${attrs}>${inner}</svg>`;

describe('sanitizeSvg', () => {
  it('keeps drawing, gradients, fragment references and text', () => {
    const out = sanitizeSvg(
      svg(
        '<defs><linearGradient id="g"><stop offset="1"/></linearGradient></defs><rect fill="url(#g)"/><use href="#g"/><text>A &amp; B</text>',
        ' viewBox="0 0 10 10"',
      ),
    );
    expect(out).toBe(
      '<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" viewBox="0 0 10 10"><defs><linearGradient id="g"><stop offset="1"/></linearGradient></defs><rect fill="url(#g)"/><use href="#g"/><text>A &amp; B</text></svg>',
    );
  });

  it('drops scripts, handlers, foreignObject, animation and editor metadata', () => {
    const out = sanitizeSvg(
      svg(
        '<script>alert(1)</script><g onmouseover="alert(2)"><foreignObject><p>x</p></foreignObject></g><set attributeName="href" to="javascript:x"/><metadata>m</metadata>',
        ' xmlns:inkscape="http://www.inkscape.org/namespaces/inkscape" inkscape:label="L" onload="alert(3)"',
      ),
    );
    expect(out).toBe('<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink"><g/></svg>');
  });

  it('drops references that leave the file, however they are spelled', () => {
    const out = sanitizeSvg(
      svg(
        '<a href="https://example.com"><circle r="1"/></a>' +
          '<use xlink:href="&#106;avascript:alert(1)" xmlns:xlink="http://www.w3.org/1999/xlink"/>' +
          '<image href="https://tracker.example/p.png"/><image href="data:image/png;base64,iVBORw0KGgo="/>' +
          '<image href="data:image/svg+xml;base64,PHN2Zz4="/>' +
          '<path d="M0 0" fill="URL( \'https://x.example/p\' )" style="filter: url(#f)"/>' +
          '<style>@import url(https://x.example/a.css);</style><style>.a { fill: red }</style>',
      ),
    );
    expect(out).not.toMatch(/example\.com|javascript|tracker|svg\+xml|x\.example|@import/);
    expect(out).toContain('<circle r="1"/>');
    expect(out).toContain('<image href="data:image/png;base64,iVBORw0KGgo="/>');
    expect(out).toContain('style="filter: url(#f)"');
    expect(out).toContain('<style>.a { fill: red }</style>');
  });

  it('refuses what is not well-formed SVG, and entity declarations', () => {
    for (const bad of [
      '<svg><g></svg>',
      'plain text',
      '<html/>',
      '<svg/><svg/>',
      '<!DOCTYPE svg [<!ENTITY x SYSTEM "file:///etc/passwd">]><svg>&x;</svg>',
    ]) {
      expect(() => sanitizeSvg(bad), bad).toThrow(UnreadableSvgError);
    }
  });

  it('refuses nesting deep enough to exhaust the stack', () => {
    expect(() => sanitizeSvg(svg('<g>'.repeat(200) + '</g>'.repeat(200)))).toThrow(UnreadableSvgError);
  });
});
