/** The landing page's one call to action: where it goes, what it says, and the click to count. */
export interface LandingCta {
  to: '/signup' | '/complete-checkout' | '/dashboard';
  label: string;
  onClick?: () => void;
}

/**
 * One call to action everywhere: a subscriber (active or trialing) goes to the dashboard; a
 * signed-in owner without a subscription finishes checkout; anyone else signs up, with the
 * plan's label (docs/product.md#landing-page).
 */
export function landingCta(
  visitor: { signedIn: boolean; subscribed: boolean; planLabel: string },
  onClick: () => void,
): LandingCta {
  if (visitor.subscribed) return { to: '/dashboard', label: 'Go to Dashboard' };
  return { to: visitor.signedIn ? '/complete-checkout' : '/signup', label: visitor.planLabel, onClick };
}
