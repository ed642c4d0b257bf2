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
} from 'lucide-react';

export interface NavItem {
  to: string;
  label: string;
  icon?: LucideIcon;
  /** Active only on this exact path. */
  end?: boolean;
}

export const MAIN_NAV: NavItem[] = [
  { to: '/dashboard', label: 'Dashboard', icon: LayoutDashboard },
  { to: '/journeys', label: 'Journeys', icon: Route },
  { to: '/clients', label: 'Clients', icon: Users },
  { to: '/submissions', label: 'Submissions', icon: Inbox },
  { to: '/insights', label: 'Insights', icon: ChartNoAxesColumn },
];

export const TESTIMONIALS_NAV: NavItem[] = [
  { to: '/testimonials', label: 'All Testimonials', icon: MessageSquareQuote, end: true },
  { to: '/testimonials/widget', label: 'Widget', icon: Code },
  { to: '/testimonials/export', label: 'Export', icon: Download },
];

const ACCOUNT_NAV: NavItem[] = [
  { to: '/settings/account', label: 'Account', icon: User },
  { to: '/settings/workspace', label: 'Settings', icon: Settings },
];

/** Only for the accounts in ADMIN_EMAILS (`/api/me` says `isAdmin`). */
const ADMIN_NAV: NavItem[] = [{ to: '/admin/landing', label: 'Landing report', icon: ChartNoAxesColumn }];

export const accountNav = (isAdmin: boolean | undefined): NavItem[] =>
  isAdmin ? [...ACCOUNT_NAV, ...ADMIN_NAV] : ACCOUNT_NAV;

/** /testimonials/{id} belongs to All Testimonials; widget and export have their own entries. */
export function isTestimonialItemActive(item: NavItem, pathname: string): boolean {
  if (item.end)
    return pathname.startsWith('/testimonials') && !TESTIMONIALS_NAV.slice(1).some((i) => pathname.startsWith(i.to));
  return pathname.startsWith(item.to);
}
