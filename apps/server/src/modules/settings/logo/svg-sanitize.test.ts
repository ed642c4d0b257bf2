import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { decodeCss, sanitizeSvg, UnreadableSvgError } from './svg-sanitize';

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

/** What a browser's CSS tokenizer reads: escapes decoded, comments as they are. */
const asCss = (text: string) => decodeCss(text, false).replace(/\s+/g, '').toLowerCase();
/** A url() to anything but a fragment, @import, or a function that loads a bare string. */
const LOADS = /url\((?!['"]?#)|@import|image-set\(|image\(|src\(|cross-fade\(|element\(|expression\(/;
/** Every style block and every attribute value of a sanitised SVG, entity references decoded. */
function cssOf(out: string): string[] {
  const unentity = (s: string) =>
    s
      .replace(/&quot;/g, '"')
      .replace(/&lt;/g, '<')
      .replace(/&gt;/g, '>')
      .replace(/&amp;/g, '&');
  return [
    ...[...out.matchAll(/<style[^>]*>([\s\S]*?)<\/style>/g)].map((m) => unentity(m[1] as string)),
    ...[...out.matchAll(/="([^"]*)"/g)].map((m) => unentity(m[1] as string)),
  ];
}
const loadsSomething = (out: string) => cssOf(out).some((css) => LOADS.test(asCss(css)));

describe('sanitizeSvg and CSS escapes (issue 31)', () => {
  it('decodes escapes as CSS does', () => {
    expect(decodeCss('u\\72l(')).toBe('url(');
    expect(decodeCss('u\\000072 l(')).toBe('url(');
    expect(decodeCss('u\\72 l(')).toBe('url(');
    expect(decodeCss('@\\69mport')).toBe('@import');
    expect(decodeCss('\\r\\u\\l(')).toBe('rul(');
    expect(decodeCss('a\\0 b\\110000 c\\d800 ')).toBe('a\uFFFDb\uFFFDc\uFFFD');
    expect(decodeCss('"a\\\nb"')).toBe('"ab"');
    expect(decodeCss('u/**/rl(/* x */')).toBe('url(');
    expect(decodeCss('"/*" x "*/"')).toBe('"/*" x "*/"');
    expect(decodeCss('u/**/rl(', false)).toBe('u/**/rl(');
  });

  it('drops the escaped url() and @import of the issue, in <style> and in attributes', () => {
    const samples = [
      '<style>rect{background:u\\72l(https://x.example/a.png)} @\\69mport "https://x.example/a.css";</style>',
      '<style>@\\69mport "https://x.example/a.css";</style>',
      '<style>rect{fill:u\\000072 l(https://x.example/a.png)}</style>',
      '<rect style="fill:u\\72 l(https://x.example/a.png)"/>',
      '<rect fill="u\\72l(https://x.example/a.png)"/>',
      '<rect style="fill:\\75\\72\\6c(https://x.example/a.png)"/>',
      '<rect style="fill:U\\52L( https://x.example/a.png )"/>',
      '<rect style="background:image-set(&quot;https://x.example/a.png&quot; 1x)"/>',
      '<rect style="background:-webkit-image-set(\'https://x.example/a.png\' 1x)"/>',
      '<style>rect{background:image(&quot;https://x.example/a.png&quot;)}</style>',
      '<style>rect{mask:src(&quot;https://x.example/a.svg&quot;)}</style>',
      '<rect style="width:expression(alert(1))"/>',
      '<rect style="width:e\\78pression(alert(1))"/>',
      // A comment where the tokenizer sees none: in a string, or in an unquoted url().
      '<style>a{content:"/*"} rect{fill:url(https://x.example/a.png)} b{content:"*/"}</style>',
      '<style>a{fill:url(/*)} rect{fill:url(https://x.example/a.png)} b{content:"*/#x"}</style>',
      // Halves a browser joins: the text nodes of a <style>, around an element or a comment.
      '<style>@imp<title/>ort "https://x.example/a.css";</style>',
      '<style>@imp<!-- x -->ort "https://x.example/a.css";</style>',
      '<style><![CDATA[@imp]]>ort "https://x.example/a.css";</style>',
      '<style>rect{fill:&#117;rl(https://x.example/a.png)}</style>',
    ];
    for (const sample of samples) {
      const out = sanitizeSvg(svg(sample));
      expect(out, sample).not.toContain('x.example');
      expect(loadsSomething(out), sample).toBe(false);
    }
  });

  it('keeps fragment references and ordinary CSS, escaped or not', () => {
    const out = sanitizeSvg(
      svg(
        '<style>.a{fill:u\\72l(#g)} .b{stroke:url( "#g" )} /* note */</style><rect class="a" style="fill:\\75rl(#g)"/>',
      ),
    );
    expect(out).toContain('<style>.a{fill:u\\72l(#g)} .b{stroke:url( "#g" )} /* note */</style>');
    expect(out).toContain('style="fill:\\75rl(#g)"');
  });

  it('lets no spelling of url(), @import or image-set() through (property)', () => {
    // Each character of the keyword spelled plainly, as a hex escape (any case, padded, with
    // its optional space) or as an identity escape, with comments sprinkled around.
    const spell = (word: string) =>
      fc
        .array(
          fc.record({
            how: fc.constantFrom('plain', 'hex', 'padded', 'spaced', 'identity', 'upper'),
            comment: fc.boolean(),
          }),
          { minLength: word.length, maxLength: word.length },
        )
        .map((choices) =>
          [...word]
            .map((ch, i) => {
              const { how, comment } = choices[i] as { how: string; comment: boolean };
              const hex = (ch.codePointAt(0) as number).toString(16);
              // A hex escape runs on through hex digits: one followed by one ends with its space.
              const next = word[i + 1] ?? '';
              const spelled =
                how === 'hex'
                  ? `\\${hex}${/[0-9a-f]/i.test(next) ? ' ' : ''}`
                  : how === 'padded'
                    ? `\\${hex.padStart(6, '0')}`
                    : how === 'spaced'
                      ? `\\${hex.toUpperCase()} `
                      : how === 'identity' && /[g-z]/i.test(ch)
                        ? `\\${ch}`
                        : how === 'upper'
                          ? ch.toUpperCase()
                          : ch;
              return comment && i > 0 ? `/**/${spelled}` : spelled;
            })
            .join(''),
        );
    const attack = fc.oneof(
      spell('url(').map((u) => `${u}https://x.example/a.png)`),
      spell('@import').map((i) => `${i} "https://x.example/a.css";`),
      spell('image-set(').map((i) => `${i}"https://x.example/a.png" 1x)`),
    );
    fc.assert(
      fc.property(attack, fc.boolean(), (css, inStyle) => {
        const attr = css.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
        const out = sanitizeSvg(svg(inStyle ? `<style>rect{fill:${attr}}</style>` : `<rect style="fill:${attr}"/>`));
        return !out.includes('x.example') && !loadsSomething(out);
      }),
      { numRuns: 500 },
    );
  });
});
