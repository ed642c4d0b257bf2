import { ChevronDown, LogOut } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useSession } from '../../../api/session';
import { useSignOut } from '../../../api/sign-out';
import { cn } from '../../../lib/cn';
import { dismissToasts } from '../../../lib/deferred-toast';
import { initials } from '../../../lib/names';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '../../ui/dropdown-menu';
import { accountNav } from './nav-items';

/** `workspaceSwitcher`: the team feature's list of the person's workspaces (app/routes/app-shell.tsx). */
export function AccountMenu({ className, workspaceSwitcher }: { className?: string; workspaceSwitcher?: ReactNode }) {
  const { data: session } = useSession();
  const { signOut } = useSignOut();
  const user = session?.user;
  return (
    // The menu unfolds where toasts sit: clear them so none covers it or takes its clicks.
    <DropdownMenu
      onOpenChange={(open) => {
        if (open) dismissToasts();
      }}
    >
      <DropdownMenuTrigger
        aria-label="Account menu"
        className={cn(
          'h-10 cursor-pointer items-center gap-1.5 rounded-full pr-2 pl-1 text-slate-600 hover:bg-slate-100 data-[state=open]:bg-slate-100',
          className,
        )}
      >
        <span className="flex size-8 items-center justify-center rounded-full bg-primary-600 text-xs font-semibold text-white">
          {initials(user?.name, user?.email)}
        </span>
        <ChevronDown aria-hidden="true" className="size-4" />
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" className="w-64">
        <DropdownMenuLabel>
          <span className="block">Signed in as</span>
          <span className="block truncate text-sm font-medium text-slate-900">{user?.email}</span>
        </DropdownMenuLabel>
        {workspaceSwitcher}
        <DropdownMenuSeparator />
        {accountNav(session?.isAdmin, session?.role).map(({ to, label, icon: Icon }) => (
          <DropdownMenuItem key={to} asChild>
            <Link to={to}>
              {Icon ? <Icon aria-hidden="true" className="size-4 text-slate-500" /> : null}
              {label}
            </Link>
          </DropdownMenuItem>
        ))}
        <DropdownMenuSeparator />
        <DropdownMenuItem onSelect={signOut}>
          <LogOut aria-hidden="true" className="size-4 text-slate-500" />
          Sign out
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
