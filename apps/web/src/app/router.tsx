import { createBrowserRouter } from 'react-router';
import { CatchAll, GuestOnly } from './guards';
import { InitialLoading, RootLayout } from './root-layout';
import { RouteError } from './route-error';

/** Every page is its own chunk, so the landing and auth pages load only what they use. */
export const router = createBrowserRouter([
  {
    Component: RootLayout,
    ErrorBoundary: RouteError,
    HydrateFallback: InitialLoading,
    children: [
      { index: true, lazy: () => import('./routes/landing') },
      {
        Component: GuestOnly,
        children: [
          { path: 'login', lazy: () => import('./routes/login') },
          { path: 'signup', lazy: () => import('./routes/signup') },
        ],
      },
      { path: 'forgot-password', lazy: () => import('./routes/forgot-password') },
      { path: 'reset-password', lazy: () => import('./routes/reset-password') },
      {
        lazy: () => import('./routes/require-auth'),
        children: [
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
                  { path: 'journeys/:id', lazy: () => import('./routes/journey-detail') },
                  { path: 'journeys/:id/stages', lazy: () => import('./routes/journey-stages') },
                  { path: 'clients', lazy: () => import('./routes/clients') },
                  { path: 'clients/new', lazy: () => import('./routes/client-new') },
                  { path: 'clients/:id', lazy: () => import('./routes/client-detail') },
                  { path: 'clients/:id/deliverables', lazy: () => import('./routes/client-deliverables') },
                  { path: 'clients/:id/submissions', lazy: () => import('./routes/client-submissions') },
                  { path: 'submissions', lazy: () => import('./routes/submissions') },
                  { path: 'submissions/:id', lazy: () => import('./routes/submission-detail') },
                  { path: 'testimonials', lazy: () => import('./routes/testimonials') },
                  ...['testimonials/widget', 'testimonials/export'].map((path) => ({
                    path,
                    lazy: () => import('./routes/testimonials-publishing'),
                  })),
                  { path: 'testimonials/:id', lazy: () => import('./routes/testimonial-detail') },
                  {
                    path: 'settings',
                    lazy: () => import('./routes/settings/layout'),
                    children: [
                      { index: true, Component: CatchAll },
                      { path: 'workspace', lazy: () => import('./routes/settings/workspace') },
                      { path: 'branding', lazy: () => import('./routes/settings/branding') },
                      ...['integrations', 'integrations/calendly', 'integrations/webhooks', 'integrations/api'].map(
                        (path) => ({
                          path,
                          lazy: () => import('./routes/settings/integrations-pages'),
                        }),
                      ),
                      ...['email', 'notifications', 'domain'].map((path) => ({
                        path,
                        lazy: () => import('./routes/settings/email-notifications-domain'),
                      })),
                      { path: 'billing', lazy: () => import('./routes/settings/billing') },
                      { path: 'account', lazy: () => import('./routes/settings/account') },
                    ],
                  },
                ],
              },
            ],
          },
        ],
      },
      { path: '*', Component: CatchAll },
    ],
  },
]);
