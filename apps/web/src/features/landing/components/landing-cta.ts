/** The landing page's one call to action: where it goes, what it says, and the click to count. */
export interface LandingCta {
  to: '/signup' | '/complete-checkout' | '/dashboard';
  label: string;
  onClick?: () => void;
}
