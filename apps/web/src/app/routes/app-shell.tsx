import { useSession } from '../../api/session';
import { AppShell } from '../../components/layouts/app-shell/app-shell';
import { WorkspaceSwitcher } from '../../features/team/components/workspace-switcher';
import { setOwnerTimeZone } from '../../lib/owner-dates';

/** The signed-in frame. */
export function Component() {
  const { data: session } = useSession();
  // The one place owner dates learn the workspace's time zone (lib/owner-dates.ts): set while
  // rendering, before any page below formats a date, and again whenever the session changes.
  setOwnerTimeZone(session?.workspace.timezone);
  return (
    <AppShell workspaceSwitcher={<WorkspaceSwitcher />} mobileWorkspaceSwitcher={<WorkspaceSwitcher as="list" />} />
  );
}
