import { DASHBOARD_MESSAGES } from '@bloom/core';
import { Palette, UserPlus } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Card } from '../../../components/ui/card';

/** Shown while the workspace has no clients: the one next step, plus branding. */
export function FirstClientPanel({ action }: { action: ReactNode }) {
  return (
    <Card className="overflow-hidden">
      <div className="flex flex-col gap-6 p-6 sm:flex-row sm:items-center sm:p-8">
        <span className="flex size-14 shrink-0 items-center justify-center rounded-2xl bg-primary-50 text-primary-700">
          <UserPlus aria-hidden="true" className="size-7" />
        </span>
        <div className="min-w-0 flex-1 space-y-1">
          <h2 className="text-lg font-semibold text-slate-900">{DASHBOARD_MESSAGES.createFirstClient}</h2>
          <p className="text-sm text-slate-600">
            Add a client, pick the journey they follow and send them their portal link. They can start answering your
            questions right away.
          </p>
        </div>
        <div className="shrink-0 [&>*]:w-full sm:[&>*]:w-auto">{action}</div>
      </div>
      <div className="flex flex-col gap-2 border-t border-slate-200 bg-slate-50 px-6 py-4 text-sm text-slate-600 sm:flex-row sm:items-center sm:justify-between sm:px-8">
        <span className="inline-flex items-center gap-2">
          <Palette aria-hidden="true" className="size-4 shrink-0 text-slate-500" />
          Make every portal look like yours before you share it.
        </span>
        <Link
          to="/settings/branding"
          className="rounded-sm font-medium text-primary-700 underline-offset-4 hover:underline"
        >
          Set up your branding
        </Link>
      </div>
    </Card>
  );
}
