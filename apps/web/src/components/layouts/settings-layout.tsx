import { Bell, Building2, CreditCard, Globe, Mail, Palette, Plug, User, UsersRound, Wallet } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { NavLink, Outlet, useLocation } from 'react-router';
import { useSession } from '../../api/session';
import { cn } from '../../lib/cn';
import { forRole, type NavItem } from './app-shell/nav-items';

const SETTINGS_NAV: NavItem[] = [
  { to: '/settings/workspace', label: 'Workspace', icon: Building2, action: 'settings.manage' },
  { to: '/settings/branding', label: 'Branding', icon: Palette, action: 'settings.manage' },
  { to: '/settings/domain', label: 'Domain', icon: Globe, action: 'settings.manage' },
  { to: '/settings/integrations', label: 'Integrations', icon: Plug, action: 'settings.manage' },
  { to: '/settings/email', label: 'Email', icon: Mail, action: 'settings.manage' },
  { to: '/settings/notifications', label: 'Notifications', icon: Bell, action: 'settings.manage' },
  { to: '/settings/team', label: 'Team', icon: UsersRound, action: 'team.manage' },
  { to: '/settings/payments', label: 'Payments', icon: Wallet, action: 'payments.manage' },
  { to: '/settings/billing', label: 'Billing', icon: CreditCard, action: 'billing.manage' },
  { to: '/settings/account', label: 'Account', icon: User },
];

/**
 * Settings pages with their side nav. On a phone the nav is a row of tabs that scrolls sideways;
 * the current one is scrolled into view, and the row fades at its edge to show there is more.
 */
export function SettingsLayout() {
  const { pathname } = useLocation();
  const listRef = useRef<HTMLUListElement>(null);
  const role = useSession().data?.role;

  useEffect(() => {
    const list = listRef.current;
    if (!list) return;
    // Only the row moves (not the page): centre the current tab in it, also after a resize.
    const centre = () => {
      const current = list.querySelector<HTMLElement>('[aria-current="page"]');
      if (!current || list.scrollWidth <= list.clientWidth) return;
      list.scrollLeft = current.offsetLeft - list.offsetLeft - (list.clientWidth - current.offsetWidth) / 2;
    };
    centre();
    const observer = new ResizeObserver(centre);
    observer.observe(list);
    return () => observer.disconnect();
  }, [pathname]);

  return (
    <div className="grid gap-6 md:grid-cols-[12rem_minmax(0,1fr)] lg:grid-cols-[14rem_minmax(0,1fr)] lg:gap-10">
      <nav aria-label="Settings" className="relative min-w-0">
        <p className="mb-2 hidden px-3 text-xs font-semibold tracking-wide text-slate-500 uppercase md:block">
          Settings
        </p>
        <ul
          ref={listRef}
          className="-mx-4 flex gap-1 overflow-x-auto scroll-px-4 px-4 pb-1 [scrollbar-width:none] md:mx-0 md:flex-col md:overflow-visible md:px-0 md:pb-0"
        >
          {forRole(SETTINGS_NAV, role).map((item) => {
            const Icon = item.icon;
            return (
              <li key={item.to} className="shrink-0">
                <NavLink
                  to={item.to}
                  className={({ isActive }) =>
                    cn(
                      'flex items-center gap-2.5 rounded-lg px-3 py-2 text-sm font-medium whitespace-nowrap transition-colors duration-150',
                      isActive
                        ? 'bg-primary-50 text-primary-800'
                        : 'text-slate-600 hover:bg-white hover:text-slate-900 md:hover:bg-slate-100',
                    )
                  }
                >
                  {Icon ? <Icon aria-hidden="true" className="size-4" /> : null}
                  {item.label}
                </NavLink>
              </li>
            );
          })}
        </ul>
        <div
          aria-hidden="true"
          className="pointer-events-none absolute top-0 -right-4 bottom-1 w-8 bg-linear-to-l from-slate-50 to-transparent md:hidden"
        />
      </nav>
      <div className="min-w-0">
        <Outlet />
      </div>
    </div>
  );
}
