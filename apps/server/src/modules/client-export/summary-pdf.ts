import { CLIENT_EXPORT_PDF as T } from '@bloom/core';
import type { ClientExportData } from './client-export-data';
import { PdfFlow } from './pdf-flow';
import { summaryBlocks } from './summary-blocks';

/** summary.pdf: the export's readable summary, as many A4 pages as it needs. */
export async function renderSummaryPdf(data: ClientExportData): Promise<Uint8Array> {
  const blocks = summaryBlocks(data);
  const footer = T.footer(data.client.name);
  const flow = await PdfFlow.create(blocks.map((b) => b.text).join('\n') + footer, T.title(data.client.name));
  for (const block of blocks) {
    if (block.before) flow.space(block.before);
    // A heading is never the last line of a page.
    if (block.style.size >= 13) flow.keep(block.style.size * 4);
    flow.text(block.text, block.style);
  }
  return flow.save((n, total) => `${footer} · ${T.page(n, total)}`);
}
