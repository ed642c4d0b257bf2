import { Bell, Building2, CreditCard, Globe, Mail, Palette, Plug, User } from 'lucide-react';
import { NavLink, Outlet } from 'react-router';
import { cn } from '../../lib/cn';

const SETTINGS_NAV = [
  { to: '/settings/workspace', label: 'Workspace', icon: Building2 },
  { to: '/settings/branding', label: 'Branding', icon: Palette },
  { to: '/settings/domain', label: 'Domain', icon: Globe },
  { to: '/settings/integrations', label: 'Integrations', icon: Plug },
  { to: '/settings/email', label: 'Email', icon: Mail },
  { to: '/settings/notifications', label: 'Notifications', icon: Bell },
  { to: '/settings/billing', label: 'Billing', icon: CreditCard },
  { to: '/settings/account', label: 'Account', icon: User },
] as const;

/** Settings pages with their side nav (a scrolling row of tabs on a phone). */
export function SettingsLayout() {
  return (
    <div className="grid gap-6 md:grid-cols-[12rem_minmax(0,1fr)] lg:grid-cols-[14rem_minmax(0,1fr)] lg:gap-10">
      <nav aria-label="Settings" className="min-w-0">
        <p className="mb-2 hidden px-3 text-xs font-semibold tracking-wide text-slate-500 uppercase md:block">
          Settings
        </p>
        <ul className="-mx-4 flex gap-1 overflow-x-auto px-4 pb-1 md:mx-0 md:flex-col md:overflow-visible md:px-0 md:pb-0">
          {SETTINGS_NAV.map(({ to, label, icon: Icon }) => (
            <li key={to} className="shrink-0">
              <NavLink
                to={to}
                className={({ isActive }) =>
                  cn(
                    'flex items-center gap-2.5 rounded-lg px-3 py-2 text-sm font-medium transition-colors duration-150',
                    isActive
                      ? 'bg-primary-50 text-primary-800'
                      : 'text-slate-600 hover:bg-white hover:text-slate-900 md:hover:bg-slate-100',
                  )
                }
              >
                <Icon aria-hidden="true" className="size-4" />
                {label}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <div className="min-w-0">
        <Outlet />
      </div>
    </div>
  );
}
