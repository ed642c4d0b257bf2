import { PRODUCT_NAME, WORKSPACE_EXPORT_DAYS } from '@bloom/core';
import { EXCLUDED_TABLES, EXPORTED_TABLES } from './export-tables';

/** README.md inside the zip: what each file is, and what is deliberately left out. */
export function exportReadme(now = new Date()): string {
  const tables = EXPORTED_TABLES.map(
    (t) =>
      `- \`data/${t.name}.jsonl\`: rows of \`${t.name}\` (reached by ${t.path})${
        t.omit?.length ? `; without ${t.omit.map((c) => `\`${c}\``).join(', ')}` : ''
      }`,
  );
  const excluded = Object.entries(EXCLUDED_TABLES).map(([name, why]) => `- \`${name}\`: ${why}`);
  return [
    `# Your ${PRODUCT_NAME} workspace export`,
    '',
    `Made ${now.toISOString()}. Everything your workspace holds, as plain files.`,
    '',
    '## Files',
    '',
    '- `README.md`: this file.',
    '- `schema.json`: every exported table, its columns and their PostgreSQL types, and how its rows belong to the workspace.',
    '- `data/<table>.jsonl`: one JSON object per line, one line per row (JSON Lines). Dates are ISO 8601 in UTC; ids are the ones other tables refer to.',
    '- `files.jsonl`: one line per stored file: its path in `files/`, the table and column that name it, and that row\u2019s id.',
    '- `files/attachments/`: files clients uploaded in the portal and deliverable files you uploaded, named `<attachment id>-<original name>`.',
    '- `files/logo/`: your workspace logo.',
    '- `files/agreement-documents/`: the PDFs uploaded to agreement stages.',
    '- `files/agreements/`: each sent agreement\u2019s frozen original, and the signed (sealed) final PDF where it exists.',
    '- `files/invoices/`, `files/credit-notes/`: invoice, receipt and credit-note PDFs.',
    '- `files-missing.txt`: files a row names that storage no longer had (usually empty).',
    '',
    '## Tables',
    '',
    ...tables,
    '',
    '## Not included, and why',
    '',
    'Credentials are never exported: password hashes, sign-in sessions, API key hashes, portal link tokens, signing codes, webhook signing secrets and invitation tokens. The columns holding them are left out of the tables above, and these tables are not exported:',
    '',
    ...excluded,
    '',
    `The download link works for ${WORKSPACE_EXPORT_DAYS} days after the export was made.`,
    '',
  ].join('\n');
}
