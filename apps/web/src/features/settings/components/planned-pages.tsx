import { Bell, Globe, Mail } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';
import { PlannedSettingsPage } from './planned-settings-page';

export function DomainSettingsPage() {
  return (
    <PlannedSettingsPage
      title="Domain"
      description="Serve your client portals from a subdomain or from a domain you own."
      icon={Globe}
      plans={[
        'Pick a subdomain of your own for every portal link.',
        'Connect a domain you own, such as portal.yourstudio.com, with its certificate handled for you.',
        'Keep old portal links working after you switch.',
      ]}
      today="portal links use this app's own address. They already carry your name, logo and colours."
      action={
        <Button asChild variant="secondary">
          <Link to="/settings/branding">Edit your branding</Link>
        </Button>
      }
    />
  );
}

export function EmailSettingsPage() {
  return (
    <PlannedSettingsPage
      title="Email"
      description="The invitation that sends clients their portal link, and reminders about steps still to do."
      icon={Mail}
      plans={[
        'Send a client their portal link by email, from an invitation you word yourself.',
        'Fill in the client name, project name and link for you.',
        'Remind clients with steps still to do every few days (every 3 days unless you change it).',
      ]}
      today="copy a client's portal link from their page and send it the way you usually do."
      action={
        <Button asChild variant="secondary">
          <Link to="/clients">Go to Clients</Link>
        </Button>
      }
    />
  );
}

export function NotificationSettingsPage() {
  return (
    <PlannedSettingsPage
      title="Notifications"
      description="Choose which emails you receive about your clients' activity."
      icon={Bell}
      plans={[
        'Get an email for each new client submission.',
        'Get an email for each new testimonial.',
        'Get an email when a client reaches a milestone.',
        'Get a weekly summary. Each of the four can be switched off.',
      ]}
      today="new submissions and testimonials wait for you in the app, with a count on Testimonials in the menu."
      action={
        <Button asChild variant="secondary">
          <Link to="/submissions">See submissions</Link>
        </Button>
      }
    />
  );
}
