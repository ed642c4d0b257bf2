import { formatAmount, fromMinor, PAYMENT_MESSAGES } from '@bloom/core';
import { escapeHtml } from '../../platform/http/escape-html';
import { UNLISTED_PAGE_HEAD } from '../../platform/http/unlisted-page';
import { refundedOf, TEST_METHOD, type TestSession } from '../../platform/payments';

/**
 * The test provider's checkout page (modules/payments/test-checkout-pages.ts): what Stripe's hosted
 * checkout and, for refunds, the owner's Stripe Dashboard would be. No script at all (the app's CSP
 * allows none inline): every action is a form that POSTs to the page's own address.
 */
export type TestCheckoutView =
  | { kind: 'session'; session: TestSession; action: string; problem?: string }
  | { kind: 'error'; title: string; message: string };

export const TEST_PAGE_TEXTS = {
  declined: 'The payment was declined. Nothing was charged.',
  cancelled: 'The checkout was cancelled. Nothing was charged.',
  paidWith: (amount: string) => `Paid ${amount} with ${TEST_METHOD}.`,
  refunded: (amount: string) => `Refunded ${amount}.`,
  refundLabel: (currency: string) => `Amount to refund (${currency})`,
  refundHint: (left: string) =>
    `This form stands in for the provider's dashboard, where the owner refunds. Up to ${left}.`,
  back: 'Return to the portal',
  notFoundTitle: 'Not found',
  tooManyTitle: 'Too many attempts',
  tooManyBody: 'Please wait a few minutes and try again.',
  badRequestTitle: 'Not accepted',
} as const;

const STYLE = `body { margin: 0; background: #f4f5f7; color: #1f2937; font-family: system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif; }
main { max-width: 30rem; margin: 0 auto; padding: 2rem 1rem; }
.card { background: #fff; border-top: 4px solid #b45309; border-radius: .75rem; padding: 1.5rem; box-shadow: 0 1px 2px rgb(0 0 0 / .06); }
.badge { display: inline-block; margin: 0 0 1rem; padding: .25rem .625rem; border-radius: 999px; background: #fef3c7; color: #78350f; font-size: .875rem; font-weight: 600; }
h1 { margin: 0 0 .5rem; font-size: 1.25rem; line-height: 1.3; }
p { margin: 0 0 1rem; line-height: 1.5; overflow-wrap: anywhere; }
.amount { font-size: 2rem; font-weight: 700; margin: .5rem 0 1.25rem; }
.problem { padding: .75rem; border-radius: .5rem; background: #fee2e2; color: #7f1d1d; }
ul { margin: 0 0 1rem; padding-left: 1.25rem; }
form { margin: 1.25rem 0 0; display: grid; gap: .75rem; }
label { font-weight: 600; }
input { font: inherit; padding: .625rem .75rem; min-height: 44px; box-sizing: border-box; width: 100%; border: 1px solid #9ca3af; border-radius: .5rem; }
.row { display: grid; grid-template-columns: 1fr 1fr; gap: .75rem; }
button { font: inherit; font-weight: 600; border: 1px solid #6b7280; border-radius: .5rem; padding: .75rem 1rem; min-height: 44px; cursor: pointer; background: #fff; color: #1f2937; }
button.primary { border-color: #1d4ed8; background: #1d4ed8; color: #fff; }
a { color: #1d4ed8; }
.hint { font-size: .875rem; color: #4b5563; margin: 0; }`;

function sessionBody(session: TestSession, action: string, problem: string | undefined): string {
  const money = (amount: number) => escapeHtml(formatAmount(amount, session.currency));
  const form = (inner: string) => `<form method="post" action="${escapeHtml(action)}">\n${inner}\n</form>`;
  const parts = [
    `<h1>${escapeHtml(PAYMENT_MESSAGES.testPageTitle)}</h1>`,
    `<p>${escapeHtml(session.description)}</p>`,
    `<p class="amount">${money(session.amount)}</p>`,
  ];
  if (problem) parts.push(`<p class="problem" role="alert">${escapeHtml(problem)}</p>`);
  switch (session.status) {
    case 'open':
      parts.push(
        form(`<button class="primary" name="action" value="pay">${escapeHtml(PAYMENT_MESSAGES.testPay)} ${money(session.amount)}</button>
<div class="row">
<button name="action" value="decline">${escapeHtml(PAYMENT_MESSAGES.testDecline)}</button>
<button name="action" value="cancel">${escapeHtml(PAYMENT_MESSAGES.testCancel)}</button>
</div>`),
      );
      break;
    case 'paid': {
      parts.push(
        `<p role="status">${escapeHtml(TEST_PAGE_TEXTS.paidWith(formatAmount(session.amount, session.currency)))}</p>`,
      );
      if (session.refunds.length) {
        const items = session.refunds.map(
          (r) => `<li>${escapeHtml(TEST_PAGE_TEXTS.refunded(formatAmount(r.amount, session.currency)))}</li>`,
        );
        parts.push(`<ul>${items.join('')}</ul>`);
      }
      const left = session.amount - refundedOf(session);
      if (left > 0) {
        parts.push(
          form(`<label for="amount">${escapeHtml(TEST_PAGE_TEXTS.refundLabel(session.currency))}</label>
<input id="amount" name="amount" inputmode="decimal" autocomplete="off" required value="${escapeHtml(fromMinor(left, session.currency))}">
<button name="action" value="refund">${escapeHtml(PAYMENT_MESSAGES.testRefund)}</button>
<p class="hint">${escapeHtml(TEST_PAGE_TEXTS.refundHint(formatAmount(left, session.currency)))}</p>`),
        );
      }
      parts.push(`<p><a href="${escapeHtml(session.successUrl)}">${TEST_PAGE_TEXTS.back}</a></p>`);
      break;
    }
    case 'failed':
    case 'expired':
      parts.push(
        `<p role="status">${session.status === 'failed' ? TEST_PAGE_TEXTS.declined : TEST_PAGE_TEXTS.cancelled}</p>`,
      );
      parts.push(`<p><a href="${escapeHtml(session.cancelUrl)}">${TEST_PAGE_TEXTS.back}</a></p>`);
      break;
  }
  return parts.join('\n');
}

export function renderTestCheckoutPage(view: TestCheckoutView): string {
  const title = view.kind === 'session' ? PAYMENT_MESSAGES.testPageTitle : view.title;
  const body =
    view.kind === 'session'
      ? sessionBody(view.session, view.action, view.problem)
      : `<h1>${escapeHtml(view.title)}</h1>\n<p>${escapeHtml(view.message)}</p>`;
  return `${UNLISTED_PAGE_HEAD}
<!-- Not no-referrer: under it the browser sends this page's own form with Origin: null, which sameOriginOnly refuses. -->
<meta name="referrer" content="same-origin">
<title>${escapeHtml(title)}</title>
<style>
${STYLE}
</style>
</head>
<body>
<main>
<div class="card">
<p class="badge">${escapeHtml(PAYMENT_MESSAGES.testMode)}</p>
${body}
</div>
</main>
</body>
</html>
`;
}
