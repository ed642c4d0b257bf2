import { can, type Role, type RoleAction } from '@bloom/core';
import {
  ChartNoAxesColumn,
  Code,
  Download,
  Inbox,
  LayoutDashboard,
  type LucideIcon,
  MessageSquareQuote,
  Route,
  Settings,
  User,
  Users,
  Wallet,
} from 'lucide-react';

export interface NavItem {
  to: string;
  label: string;
  icon?: LucideIcon;
  /** Active only on this exact path. */
  end?: boolean;
  /** Shown only to roles core's ROLE_ACTIONS allows this (the server refuses the rest anyway). */
  action?: RoleAction;
}

/** The items the role may open; all of them while the role is not known yet. */
export const forRole = <T extends NavItem>(items: readonly T[], role: Role | undefined): T[] =>
  items.filter((item) => !item.action || !role || can(role, item.action));

export const MAIN_NAV: NavItem[] = [
  { to: '/dashboard', label: 'Dashboard', icon: LayoutDashboard },
  { to: '/journeys', label: 'Journeys', icon: Route },
  { to: '/clients', label: 'Clients', icon: Users },
  { to: '/submissions', label: 'Submissions', icon: Inbox },
  { to: '/payments', label: 'Payments', icon: Wallet },
  { to: '/insights', label: 'Insights', icon: ChartNoAxesColumn, action: 'insights.read' },
];

export const TESTIMONIALS_NAV: NavItem[] = [
  { to: '/testimonials', label: 'All Testimonials', icon: MessageSquareQuote, end: true },
  { to: '/testimonials/widget', label: 'Widget', icon: Code, action: 'publishing.manage' },
  { to: '/testimonials/export', label: 'Export', icon: Download, action: 'publishing.manage' },
];

const ACCOUNT_NAV: NavItem[] = [
  { to: '/settings/account', label: 'Account', icon: User },
  { to: '/settings/workspace', label: 'Settings', icon: Settings, action: 'settings.manage' },
];

/** Only for the accounts in ADMIN_EMAILS (`/api/me` says `isAdmin`). */
const ADMIN_NAV: NavItem[] = [{ to: '/admin/landing', label: 'Landing report', icon: ChartNoAxesColumn }];

export const accountNav = (isAdmin: boolean | undefined, role: Role | undefined): NavItem[] =>
  forRole(isAdmin ? [...ACCOUNT_NAV, ...ADMIN_NAV] : ACCOUNT_NAV, role);

/** /testimonials/{id} belongs to All Testimonials; widget and export have their own entries. */
export function isTestimonialItemActive(item: NavItem, pathname: string): boolean {
  if (item.end)
    return pathname.startsWith('/testimonials') && !TESTIMONIALS_NAV.slice(1).some((i) => pathname.startsWith(i.to));
  return pathname.startsWith(item.to);
}
