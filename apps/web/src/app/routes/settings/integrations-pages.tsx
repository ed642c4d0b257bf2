import { useLocation } from 'react-router';
import { ApiKeysPage } from '../../../features/integrations/components/api-keys-page';
import { WebhooksPage } from '../../../features/integrations/components/webhooks-page';
import { CalendlySettingsPage } from '../../../features/settings/components/calendly-settings-page';
import { IntegrationsPage } from '../../../features/settings/components/integrations-page';

/**
 * Integrations and its pages (Calendly, webhooks, API keys) as one lazy route module: one entry in
 * the router instead of four keeps the app's entry, which the landing also loads, within its
 * budget (scripts/bundle-report.mjs).
 */
export function Component() {
  const { pathname } = useLocation();
  if (pathname.endsWith('/webhooks')) return <WebhooksPage />;
  if (pathname.endsWith('/api')) return <ApiKeysPage />;
  if (pathname.endsWith('/calendly')) return <CalendlySettingsPage />;
  return <IntegrationsPage />;
}
