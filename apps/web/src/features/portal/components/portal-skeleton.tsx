import { PORTAL_MESSAGES } from '@bloom/core';

const bone = 'animate-pulse bg-slate-200/80 motion-reduce:animate-none';
const line = `${bone} rounded-md`;
const round = `${bone} rounded-full`;

/** The page's shape while it loads: header, welcome, three tiles, three phase cards. */
export function PortalSkeleton() {
  return (
    <div aria-busy="true" className="flex min-h-dvh flex-col bg-slate-50">
      <span className="sr-only" role="status">
        {PORTAL_MESSAGES.loading}
      </span>
      <div aria-hidden="true" className="border-b border-slate-200 bg-white">
        <div className="h-1 bg-slate-200" />
        <div className="mx-auto flex max-w-3xl items-center gap-3 px-4 py-3 sm:px-6">
          <div className={`${round} size-10`} />
          <div className={`${line} h-4 w-32`} />
        </div>
      </div>
      <div aria-hidden="true" className="mx-auto w-full max-w-3xl space-y-6 px-4 pt-6 sm:px-6 sm:pt-8">
        <div className="space-y-2">
          <div className={`${line} h-4 w-24`} />
          <div className={`${line} h-7 w-56 max-w-full`} />
        </div>
        <div className="grid grid-cols-3 gap-2 sm:gap-3">
          {[0, 1, 2].map((i) => (
            <div key={i} className="space-y-2 rounded-xl border border-slate-200 bg-white p-2.5 sm:p-4">
              <div className={`${line} h-3 w-3/4`} />
              <div className={`${line} h-6 w-10`} />
              <div className={`${line} h-1.5 w-full`} />
            </div>
          ))}
        </div>
        <div className="space-y-2 rounded-xl border border-slate-200 bg-white p-4">
          <div className={`${line} h-3 w-full`} />
          <div className={`${line} h-3 w-5/6`} />
          <div className={`${line} h-3 w-2/3`} />
        </div>
        {[0, 1, 2].map((i) => (
          <div key={i} className="flex items-center gap-3 rounded-xl border border-slate-200 bg-white p-4">
            <div className={`${round} size-11`} />
            <div className="flex-1 space-y-2">
              <div className={`${line} h-4 w-40 max-w-full`} />
              <div className={`${line} h-3 w-20`} />
            </div>
          </div>
        ))}
      </div>
    </div>
  );
}
