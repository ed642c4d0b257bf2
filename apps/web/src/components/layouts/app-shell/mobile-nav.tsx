import { LogOut, Menu } from 'lucide-react';
import { type ReactNode, useEffect, useState } from 'react';
import { NavLink, useLocation } from 'react-router';
import { useSession } from '../../../api/session';
import { useSignOut } from '../../../api/sign-out';
import { cn } from '../../../lib/cn';
import { dismissToasts } from '../../../lib/deferred-toast';
import { Button } from '../../ui/button';
import { Sheet } from '../../ui/sheet';
import { accountNav, forRole, isTestimonialItemActive, MAIN_NAV, type NavItem, TESTIMONIALS_NAV } from './nav-items';
import { PendingBadge, usePendingTestimonials } from './use-pending-testimonials';

const itemClasses = (active: boolean) =>
  cn(
    'flex items-center gap-3 rounded-lg px-3 py-2.5 text-sm font-medium transition-colors duration-150',
    active ? 'bg-primary-50 text-primary-800' : 'text-slate-700 hover:bg-slate-100 hover:text-slate-900',
  );

/** The phone navigation: a menu button that opens a sheet with every destination. */
export function MobileNav({ className, workspaceSwitcher }: { className?: string; workspaceSwitcher?: ReactNode }) {
  const [open, setOpen] = useState(false);
  const { pathname } = useLocation();
  const { data: session } = useSession();
  const { signOut, isSigningOut } = useSignOut();
  const pending = usePendingTestimonials();

  // Close after any navigation, including the browser's back button.
  useEffect(() => setOpen(false), [pathname]);

  const link = (item: NavItem, active?: boolean, badge?: ReactNode) => (
    <li key={item.to}>
      <NavLink
        to={item.to}
        end={item.end}
        className={({ isActive }) => itemClasses(active ?? isActive)}
        onClick={() => setOpen(false)}
      >
        {item.icon ? <item.icon aria-hidden="true" className="size-4" /> : null}
        <span className="flex-1">{item.label}</span>
        {badge}
      </NavLink>
    </li>
  );

  return (
    <Sheet
      open={open}
      onOpenChange={(next) => {
        // The sheet slides in where toasts sit: clear them so none covers it or takes its clicks.
        if (next) dismissToasts();
        setOpen(next);
      }}
      title="Menu"
      description="Go to another part of your workspace"
      closeLabel="Close menu"
      trigger={
        <Button
          variant="ghost"
          size="icon"
          aria-label={pending ? `Open menu (${pending.label} testimonials)` : 'Open menu'}
          className={cn('relative', className)}
        >
          <Menu aria-hidden="true" className="size-5" />
          {/* A dot so the count is not hidden behind the closed menu on a phone. */}
          {pending ? (
            <span
              aria-hidden="true"
              className="absolute top-2 right-2 size-2 rounded-full bg-amber-500 ring-2 ring-white"
            />
          ) : null}
        </Button>
      }
    >
      <nav aria-label="Main" className="space-y-6">
        <ul className="space-y-1">{forRole(MAIN_NAV, session?.role).map((item) => link(item))}</ul>
        <div>
          <p className="px-3 pb-1 text-xs font-semibold tracking-wide text-slate-500 uppercase">Testimonials</p>
          <ul className="space-y-1">
            {forRole(TESTIMONIALS_NAV, session?.role).map((item) =>
              link(
                item,
                isTestimonialItemActive(item, pathname),
                item.end ? <PendingBadge badge={pending} /> : undefined,
              ),
            )}
          </ul>
        </div>
        {workspaceSwitcher}
        <div className="border-t border-slate-200 pt-4">
          <p className="truncate px-3 pb-2 text-sm text-slate-500">{session?.user.email}</p>
          <ul className="space-y-1">{accountNav(session?.isAdmin, session?.role).map((item) => link(item))}</ul>
          <button
            type="button"
            onClick={signOut}
            disabled={isSigningOut}
            className={cn(itemClasses(false), 'mt-1 w-full cursor-pointer disabled:opacity-60')}
          >
            <LogOut aria-hidden="true" className="size-4" />
            Sign out
          </button>
        </div>
      </nav>
    </Sheet>
  );
}
