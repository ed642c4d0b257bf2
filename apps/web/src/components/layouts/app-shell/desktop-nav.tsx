import { Check, ChevronDown } from 'lucide-react';
import { Link, NavLink, useLocation } from 'react-router';
import { useSession } from '../../../api/session';
import { cn } from '../../../lib/cn';
import { DropdownMenu, DropdownMenuContent, DropdownMenuItem, DropdownMenuTrigger } from '../../ui/dropdown-menu';
import { forRole, isTestimonialItemActive, MAIN_NAV, TESTIMONIALS_NAV } from './nav-items';
import { PendingBadge, usePendingTestimonials } from './use-pending-testimonials';

const linkClasses = (active: boolean) =>
  cn(
    'inline-flex h-9 cursor-pointer items-center gap-1 rounded-lg px-3 text-sm font-medium transition-colors duration-150',
    active ? 'bg-primary-50 text-primary-800' : 'text-slate-600 hover:bg-slate-100 hover:text-slate-900',
  );

export function DesktopNav({ className }: { className?: string }) {
  const { pathname } = useLocation();
  const testimonialsActive = pathname.startsWith('/testimonials');
  const pending = usePendingTestimonials();
  const role = useSession().data?.role;
  return (
    <nav aria-label="Main" className={cn('items-center gap-1', className)}>
      {forRole(MAIN_NAV, role).map((item) => (
        <NavLink key={item.to} to={item.to} className={({ isActive }) => linkClasses(isActive)}>
          {item.label}
        </NavLink>
      ))}
      <DropdownMenu>
        <DropdownMenuTrigger className={cn(linkClasses(testimonialsActive), 'data-[state=open]:bg-slate-100')}>
          Testimonials
          <PendingBadge badge={pending} className="ml-0.5" />
          <ChevronDown aria-hidden="true" className="size-4" />
        </DropdownMenuTrigger>
        <DropdownMenuContent align="start">
          {forRole(TESTIMONIALS_NAV, role).map((item) => {
            const active = isTestimonialItemActive(item, pathname);
            return (
              <DropdownMenuItem key={item.to} asChild>
                <Link to={item.to} aria-current={active ? 'page' : undefined}>
                  {item.icon ? <item.icon aria-hidden="true" className="size-4 text-slate-500" /> : null}
                  <span className="flex-1">{item.label}</span>
                  {item.end ? <PendingBadge badge={pending} /> : null}
                  {active ? <Check aria-hidden="true" className="size-4 text-primary-700" /> : null}
                </Link>
              </DropdownMenuItem>
            );
          })}
        </DropdownMenuContent>
      </DropdownMenu>
    </nav>
  );
}
