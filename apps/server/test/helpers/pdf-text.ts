import { decodePDFRawStream, PDFArray, PDFDict, PDFDocument, PDFName, type PDFRawStream, type PDFRef } from 'pdf-lib';

/**
 * The text of a PDF's first page as a viewer extracts it: each font's ToUnicode map applied to the
 * glyph ids its Tj operators draw, one string per Tj. It fails if the text were drawn as an image
 * or without a mapping. Shared by the export renderer's unit test and the publishing browser test.
 */
export async function pdfText(bytes: Uint8Array): Promise<string> {
  const doc = await PDFDocument.load(bytes);
  const page = doc.getPage(0);
  const decode = (stream: PDFRawStream) => Buffer.from(decodePDFRawStream(stream).decode()).toString('latin1');
  const fonts = page.node.Resources()?.lookup(PDFName.of('Font'), PDFDict);
  const maps = new Map<string, Map<number, string>>();
  for (const [name, ref] of fonts?.entries() ?? []) {
    const font = doc.context.lookup(ref as PDFRef, PDFDict);
    const cmap = decode(font.lookup(PDFName.of('ToUnicode')) as PDFRawStream);
    const map = new Map<number, string>();
    const utf16 = (hex: string) =>
      String.fromCharCode(...(hex.match(/.{4}/g) ?? []).map((unit) => Number.parseInt(unit, 16)));
    for (const [, glyph, unicode] of cmap.matchAll(/^<([0-9a-fA-F]+)>\s*<([0-9a-fA-F]+)>\s*$/gm)) {
      map.set(Number.parseInt(glyph as string, 16), utf16(unicode as string));
    }
    for (const [, from, to, unicode] of cmap.matchAll(
      /^<([0-9a-fA-F]+)>\s*<([0-9a-fA-F]+)>\s*<([0-9a-fA-F]+)>\s*$/gm,
    )) {
      const start = Number.parseInt(unicode as string, 16);
      for (let g = Number.parseInt(from as string, 16); g <= Number.parseInt(to as string, 16); g++) {
        map.set(g, String.fromCharCode(start + g - Number.parseInt(from as string, 16)));
      }
    }
    maps.set(name.asString(), map);
  }
  const contents = page.node.Contents();
  const streams = contents instanceof PDFArray ? contents.asArray() : [contents];
  const content = streams.map((s) => decode(doc.context.lookup(s as PDFRef) as PDFRawStream)).join('\n');
  const lines: string[] = [];
  let map: Map<number, string> | undefined;
  for (const [, fontName, hex] of content.matchAll(/(\/\S+)\s+[\d.]+\s+Tf|<([0-9a-fA-F]*)>\s*Tj/g)) {
    if (fontName) map = maps.get(fontName);
    else lines.push((hex?.match(/.{4}/g) ?? []).map((g) => map?.get(Number.parseInt(g, 16)) ?? '\uFFFD').join(''));
  }
  return lines.join('\n');
}
