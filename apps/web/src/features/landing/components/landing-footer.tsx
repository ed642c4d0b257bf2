import { PRODUCT_NAME } from '@bloom/core';
import { LogoMark } from '../../../components/ui/logo';

export function LandingFooter() {
  return (
    <footer className="border-t border-slate-200 bg-white">
      <div className="mx-auto flex max-w-6xl flex-col items-center justify-between gap-3 px-4 py-8 text-sm text-slate-500 sm:flex-row sm:px-6 lg:px-8">
        <span className="inline-flex items-center gap-2">
          <LogoMark className="size-6" />
          {PRODUCT_NAME}
        </span>
        <p className="text-center sm:text-right">
          © {new Date().getFullYear()} {PRODUCT_NAME}. Client portals for freelancers and agencies.
        </p>
      </div>
    </footer>
  );
}
