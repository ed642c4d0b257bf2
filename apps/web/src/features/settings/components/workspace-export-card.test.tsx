import type { WorkspaceExport } from '@bloom/core';
import { describe, expect, it } from 'vitest';
import { workspaceExportKeys } from '../../../api/workspace-exports';
import { render, textOf } from '../../../lib/static-render';
import { WorkspaceExportCard } from './workspace-export-card';

const exportOf = (extra: Partial<WorkspaceExport>): WorkspaceExport => ({
  id: 'e1',
  status: 'ready',
  progress: 100,
  sizeBytes: null,
  error: null,
  createdAt: '2026-11-29T12:00:00.000Z',
  finishedAt: null,
  expiresAt: null,
  ...extra,
});
const card = (exports: WorkspaceExport[] | Error) =>
  render(<WorkspaceExportCard viewerRole="owner" />, [[workspaceExportKeys.all, exports]]);

describe('WorkspaceExportCard', () => {
  it('is the Owner’s alone', () => {
    for (const role of ['admin', 'member'] as const) {
      expect(render(<WorkspaceExportCard viewerRole={role} />, [[workspaceExportKeys.all, []]]), role).toBe('');
    }
  });

  it('says there is no export yet', () => {
    const text = textOf(card([]));
    expect(text).toContain('No export yet');
    expect(text).toContain('Export workspace data');
  });

  it('shows a running export’s progress, its button disabled', () => {
    const html = card([exportOf({ status: 'running', progress: 42 })]);
    expect(textOf(html)).toContain('Building your export… 42%');
    expect(html).toContain('role="progressbar"');
    expect(html).toMatch(/<button[^>]*disabled/);
  });

  it('offers the ready zip with its size and last day', () => {
    const html = card([
      exportOf({
        sizeBytes: 12.3 * 1024 * 1024,
        expiresAt: '2026-12-06T12:00:00.000Z',
        finishedAt: '2026-11-29T12:00:00.000Z',
      }),
    ]);
    expect(textOf(html)).toMatch(/Download \(12\.3 MB\)\s*Available until Dec 6/);
    expect(html).toContain('href="/api/workspace-exports/e1/download"');
  });

  it('says a failed export failed and offers to try again', () => {
    const text = textOf(card([exportOf({ status: 'failed', progress: 10, error: 'The export could not be built.' })]));
    expect(text).toContain('The last export failed');
    expect(text).toContain('Try again');
  });

  it('says when the exports could not be loaded', () => {
    expect(textOf(card(new Error('Network down')))).toContain('Your exports could not be loaded');
  });
});
