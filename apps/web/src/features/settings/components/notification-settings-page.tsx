import { Check } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { toast } from 'sonner';
import { useSession } from '../../../api/session';
import { PageHeader } from '../../../components/ui/page-header';
import { ToggleSwitch } from '../../../components/ui/toggle-switch';
import { ownerTimeZone } from '../../../lib/owner-dates';
import {
  type NotificationKind,
  type NotificationSettings,
  useNotificationSettings,
  usePendingNotificationFlips,
  useToggleNotification,
} from '../api/notification-settings';
import { NOTIFICATION_TOGGLES } from '../lib/notification-toggles';
import { SettingsCard } from './settings-card';
import { SettingsLoadState } from './settings-states';

/** /settings/notifications: the owner's four notification emails, each saved as it is flipped. */
export function NotificationSettingsPage() {
  const notifications = useNotificationSettings();
  return (
    <>
      <PageHeader title="Notifications" description="Choose which emails you receive about your clients' activity." />
      <SettingsLoadState query={notifications} cards={[4]}>
        {(data) => <NotificationToggles settings={data} />}
      </SettingsLoadState>
    </>
  );
}

const labelOf = (kind: NotificationKind) => NOTIFICATION_TOGGLES.find((t) => t.kind === kind)?.label ?? kind;

function NotificationToggles({ settings }: { settings: NotificationSettings }) {
  const session = useSession();
  const saved = useSavedFlash();
  const toggle = useToggleNotification({
    onSaved: ({ kind }) => saved.show(kind),
    onFailed: ({ kind, on }, error) => toast.error(`${labelOf(kind)} is still ${on ? 'off' : 'on'}: ${error.message}`),
  });
  const pending = usePendingNotificationFlips();
  const address = session.data?.user.email;

  return (
    <SettingsCard
      title="Email me about"
      description={
        <>
          Each switch saves as soon as you flip it.
          {address ? (
            <>
              {' '}
              Emails go to <span className="font-medium text-slate-800">{address}</span>, the address you sign in with.
            </>
          ) : null}
        </>
      }
    >
      <ul className="divide-y divide-slate-100">
        {NOTIFICATION_TOGGLES.map(({ kind, label, description }) => (
          <li key={kind} className="py-4 first:pt-0 last:pb-0">
            <ToggleSwitch
              label={label}
              description={description(ownerTimeZone())}
              checked={settings[kind]}
              onCheckedChange={(on) => toggle.mutate({ kind, on })}
              status={
                pending.includes(kind) ? (
                  'Saving...'
                ) : saved.kind === kind ? (
                  <span className="inline-flex items-center gap-1 text-emerald-700">
                    <Check aria-hidden="true" className="size-3.5" />
                    Saved
                  </span>
                ) : null
              }
            />
          </li>
        ))}
      </ul>
      {/* One polite announcement per save, for screen readers (the status beside a switch is visual). */}
      <p className="sr-only" role="status">
        {saved.kind ? `${labelOf(saved.kind)}: saved` : ''}
      </p>
    </SettingsCard>
  );
}

/** The toggle saved last, for a moment ('Saved' beside it). */
function useSavedFlash() {
  const [kind, setKind] = useState<NotificationKind | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  return {
    kind,
    show: (next: NotificationKind) => {
      clearTimeout(timer.current);
      setKind(next);
      timer.current = setTimeout(() => setKind(null), 2500);
    },
  };
}
