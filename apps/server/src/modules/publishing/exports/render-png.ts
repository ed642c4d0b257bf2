import { Resvg } from '@resvg/resvg-js';
import satori, { type Font, type SatoriNode } from 'satori';
import { exportFonts, FONT_FAMILY } from './export-fonts';
import { PNG_GEOMETRY, type PngFormat, type PngLayout, type PngLayoutInput, pngLayout } from './png-layout';

let satoriFonts: Font[] | undefined;
/** One array for the process: satori keeps its parsed fonts per array, so they are parsed once. */
function fontsForSatori(): Font[] {
  satoriFonts ??= Object.values(exportFonts()).map((f) => ({
    name: FONT_FAMILY,
    data: f.data,
    weight: f.weight,
    style: 'normal' as const,
  }));
  return satoriFonts;
}

export interface PngSvg {
  svg: string;
  layout: PngLayout;
  /** Every laid-out element with its box (what the layout tests measure). */
  nodes: SatoriNode[];
}

/** The export as SVG (text as paths), with satori's layout of each element. */
export async function renderPngSvg(format: PngFormat, input: PngLayoutInput): Promise<PngSvg> {
  const layout = pngLayout(format, input);
  const { width, height } = PNG_GEOMETRY[format];
  const nodes: SatoriNode[] = [];
  const svg = await satori(layout.element as unknown as Parameters<typeof satori>[0], {
    width,
    height,
    fonts: fontsForSatori(),
    onNodeDetected: (node) => nodes.push(node),
  });
  return { svg, layout, nodes };
}

/** The export as a PNG of the format's exact pixel size. */
export async function renderPng(format: PngFormat, input: PngLayoutInput): Promise<Uint8Array> {
  const { svg } = await renderPngSvg(format, input);
  // The SVG already has the format's size; no system fonts are needed (text is paths).
  const png = new Resvg(svg, { fitTo: { mode: 'original' }, font: { loadSystemFonts: false } }).render().asPng();
  return new Uint8Array(png.buffer, png.byteOffset, png.byteLength);
}
