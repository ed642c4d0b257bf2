import type { ReactNode } from 'react';
import { Link, Outlet } from 'react-router';
import { Logo } from '../../ui/logo';
import { AccountMenu } from './account-menu';
import { DesktopNav } from './desktop-nav';
import { MobileNav } from './mobile-nav';

interface AppShellProps {
  /** The workspace switcher for the account menu and for the phone's menu sheet (a feature's, so passed in). */
  workspaceSwitcher?: ReactNode;
  mobileWorkspaceSwitcher?: ReactNode;
}

/** The signed-in frame: top navigation and a width-capped, padded content area. */
export function AppShell({ workspaceSwitcher, mobileWorkspaceSwitcher }: AppShellProps) {
  return (
    <div className="min-h-dvh bg-slate-50">
      <a
        href="#main"
        className="sr-only z-50 rounded-lg bg-white px-4 py-2 text-sm font-medium text-slate-900 shadow focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
      >
        Skip to content
      </a>
      <header className="sticky top-0 z-40 border-b border-slate-200 bg-white/95 backdrop-blur supports-[backdrop-filter]:bg-white/80">
        <div className="mx-auto flex h-16 max-w-6xl items-center gap-6 px-4 sm:px-6 lg:px-8">
          <Link to="/dashboard" className="rounded-lg">
            <Logo />
          </Link>
          {/* Seven links and the account menu fit in one row from lg up; below, the menu button. */}
          <DesktopNav className="hidden lg:flex" />
          <div className="ml-auto flex items-center gap-2">
            <AccountMenu className="hidden lg:inline-flex" workspaceSwitcher={workspaceSwitcher} />
            <MobileNav className="lg:hidden" workspaceSwitcher={mobileWorkspaceSwitcher} />
          </div>
        </div>
      </header>
      <main id="main" tabIndex={-1} className="mx-auto max-w-6xl px-4 py-8 outline-none sm:px-6 sm:py-10 lg:px-8">
        <Outlet />
      </main>
    </div>
  );
}
