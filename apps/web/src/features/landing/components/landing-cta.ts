/** The landing page's one call to action: where it goes and what it says. */
export interface LandingCta {
  to: '/signup' | '/complete-checkout' | '/dashboard';
  label: string;
}
