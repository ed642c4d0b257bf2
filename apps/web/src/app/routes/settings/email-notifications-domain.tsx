import { useLocation } from 'react-router';
import { DomainSettingsPage } from '../../../features/settings/components/domain-settings-page';
import { EmailSettingsPage } from '../../../features/settings/components/email-settings-page';
import { NotificationSettingsPage } from '../../../features/settings/components/notification-settings-page';

/**
 * Settings → Email, Notifications and Domain as one lazy route module (one router entry, which the
 * landing's shared entry carries, instead of three).
 */
export function Component() {
  const { pathname } = useLocation();
  if (pathname.endsWith('/notifications')) return <NotificationSettingsPage />;
  if (pathname.endsWith('/domain')) return <DomainSettingsPage />;
  return <EmailSettingsPage />;
}
