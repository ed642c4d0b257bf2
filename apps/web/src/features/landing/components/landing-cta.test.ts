import { describe, expect, it } from 'vitest';
import { landingCta } from './landing-cta';

describe('landingCta', () => {
  const click = () => {};

  it("sends a subscriber to the dashboard with 'Go to Dashboard', and counts no click", () => {
    expect(landingCta({ signedIn: true, subscribed: true, planLabel: 'Start $1 trial' }, click)).toEqual({
      to: '/dashboard',
      label: 'Go to Dashboard',
    });
  });

  it("sends a signed-in owner without a subscription to finish checkout, with the plan's label", () => {
    expect(landingCta({ signedIn: true, subscribed: false, planLabel: 'Start $1 trial' }, click)).toEqual({
      to: '/complete-checkout',
      label: 'Start $1 trial',
      onClick: click,
    });
  });

  it("sends a visitor to sign up with the plan's label", () => {
    expect(landingCta({ signedIn: false, subscribed: false, planLabel: 'Start free trial' }, click)).toMatchObject({
      to: '/signup',
      label: 'Start free trial',
    });
  });
});
