import type { RouteObject } from 'react-router';
import { CatchAll } from './guards';

/**
 * The signed-in owner app's pages, under `require-auth` (router.tsx). A module of their own, loaded
 * on the first navigation into the app (`patchRoutesOnNavigation`), so the entry the landing loads
 * carries none of these route entries or their preload lists (the landing's JavaScript budget).
 */
export const ownerRoutes: RouteObject[] = [
  // Signed in, but outside the subscription gate: the screens the gate sends owners to.
  { path: 'complete-checkout', lazy: () => import('./routes/complete-checkout') },
  ...['payment-issue', 'add-payment-method', 'payment-past-due', 'subscription-expired'].map((path) => ({
    path,
    lazy: () => import('./routes/payment-issue'),
  })),
  { path: 'billing/test-checkout/:id', lazy: () => import('./routes/test-checkout') },
  { path: 'billing/test-portal/:id', lazy: () => import('./routes/test-portal') },
  { path: 'admin/landing', lazy: () => import('./routes/admin-landing') },
  {
    lazy: () => import('./routes/subscription-gate'),
    children: [
      // The setup wizard has its own frame, without the app's navigation.
      { path: 'setup', lazy: () => import('./routes/setup') },
      {
        lazy: () => import('./routes/app-shell'),
        children: [
          { path: 'dashboard', lazy: () => import('./routes/dashboard') },
          { path: 'journeys', lazy: () => import('./routes/journeys') },
          // A journey's Overview and Insights tabs: one page.
          { path: 'journeys/:id', lazy: () => import('./routes/journey-detail') },
          { path: 'journeys/:id/insights', lazy: () => import('./routes/journey-detail') },
          { path: 'insights', lazy: () => import('./routes/workspace-insights') },
          { path: 'journeys/:id/stages', lazy: () => import('./routes/journey-stages') },
          { path: 'clients', lazy: () => import('./routes/clients') },
          { path: 'clients/new', lazy: () => import('./routes/client-new') },
          { path: 'clients/:id', lazy: () => import('./routes/client-detail') },
          { path: 'clients/:id/deliverables', lazy: () => import('./routes/client-deliverables') },
          { path: 'clients/:id/submissions', lazy: () => import('./routes/client-submissions') },
          { path: 'submissions', lazy: () => import('./routes/submissions') },
          { path: 'submissions/:id', lazy: () => import('./routes/submission-detail') },
          { path: 'testimonials', lazy: () => import('./routes/testimonials') },
          { path: 'testimonials/widget', lazy: () => import('./routes/testimonials-widget') },
          { path: 'testimonials/export', lazy: () => import('./routes/testimonials-export') },
          { path: 'testimonials/:id', lazy: () => import('./routes/testimonial-detail') },
          { path: 'payments', lazy: () => import('./routes/payments') },
          {
            path: 'settings',
            lazy: () => import('./routes/settings/layout'),
            children: [
              { index: true, Component: CatchAll },
              { path: 'workspace', lazy: () => import('./routes/settings/workspace') },
              { path: 'branding', lazy: () => import('./routes/settings/branding') },
              { path: 'integrations', lazy: () => import('./routes/settings/integrations') },
              { path: 'integrations/calendly', lazy: () => import('./routes/settings/calendly') },
              { path: 'integrations/webhooks', lazy: () => import('./routes/settings/webhooks') },
              { path: 'integrations/api', lazy: () => import('./routes/settings/api-keys') },
              { path: 'email', lazy: () => import('./routes/settings/email') },
              { path: 'notifications', lazy: () => import('./routes/settings/notifications') },
              { path: 'domain', lazy: () => import('./routes/settings/domain') },
              { path: 'team', lazy: () => import('./routes/settings/team') },
              { path: 'payments', lazy: () => import('./routes/settings/payments') },
              { path: 'billing', lazy: () => import('./routes/settings/billing') },
              { path: 'account', lazy: () => import('./routes/settings/account') },
            ],
          },
        ],
      },
    ],
  },
];
