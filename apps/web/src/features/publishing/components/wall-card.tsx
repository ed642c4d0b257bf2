import type { ApiResponse } from '@bloom/core';
import { ExternalLink, LayoutDashboard } from 'lucide-react';
import { toast } from 'sonner';
import { Card } from '../../../components/ui/card';
import { IconTile } from '../../../components/ui/icon-tile';
import { Switch } from '../../../components/ui/toggle-switch';
import { useSetWall } from '../api/publishing-settings';
import { wallUrl } from '../lib/embed-code';
import { CodeSnippet } from './code-snippet';

type Publishing = ApiResponse<'GET /api/publishing'>['publishing'];

const publishedLine = (n: number) =>
  n === 1 ? '1 published testimonial' : `${n === 0 ? 'No' : n} published testimonials`;

/** The public wall of love: its switch, its address and what it would show. */
export function WallCard({ publishing }: { publishing: Publishing }) {
  const setWall = useSetWall();
  const on = setWall.isPending && setWall.variables !== undefined ? setWall.variables : publishing.wallEnabled;
  const url = wallUrl(window.location.origin, publishing.wallPath);
  const flip = () =>
    setWall.mutate(!on, {
      onSuccess: (p) => toast.success(p.wallEnabled ? 'Wall of love is public' : 'Wall of love is turned off'),
      onError: (error) => toast.error(error.message || 'Could not change the wall. Please try again.'),
    });

  return (
    <Card role="region" aria-labelledby="wall-heading" className="p-5 sm:p-6">
      <div className="flex items-start justify-between gap-4">
        <div className="flex min-w-0 gap-3">
          <IconTile icon={LayoutDashboard} className="size-10 rounded-lg bg-primary-50 text-primary-700" />
          <div className="min-w-0 space-y-1">
            <h2 id="wall-heading" className="text-base font-semibold text-slate-900">
              Wall of love
            </h2>
            <p id="wall-description" className="text-sm text-slate-600">
              A public page with all your published testimonials in your brand, and a link to book a call. Search
              engines and link previews can read it.
            </p>
            <p className="text-sm font-medium text-slate-800 tabular-nums">
              {publishedLine(publishing.publishedCount)}
            </p>
          </div>
        </div>
        <div className="flex shrink-0 items-center gap-2">
          {setWall.isPending ? <span className="text-xs text-slate-500">Saving...</span> : null}
          <Switch
            checked={on}
            onCheckedChange={flip}
            aria-label="Public wall of love"
            aria-describedby="wall-description"
            disabled={setWall.isPending}
          />
        </div>
      </div>
      {publishing.wallEnabled ? (
        <div className="mt-5 space-y-3 border-t border-slate-100 pt-5">
          <CodeSnippet label="Your wall’s address" copyLabel="Copy wall link" copiedMessage="Link copied" code={url} />
          <a
            href={publishing.wallPath}
            target="_blank"
            rel="noopener"
            className="inline-flex items-center gap-1.5 rounded-md text-sm font-medium text-primary-700 underline-offset-2 hover:underline"
          >
            Open your wall
            <span className="sr-only"> (opens in a new tab)</span>
            <ExternalLink aria-hidden="true" className="size-4" />
          </a>
        </div>
      ) : (
        <p className="mt-4 text-sm text-slate-500">Off: the address answers “not found” until you turn it on.</p>
      )}
    </Card>
  );
}
