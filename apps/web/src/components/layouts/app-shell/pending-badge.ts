/** The navigation badge's text (capped so it stays a small pill) and spoken label; null hides it. */
export function pendingBadge(pending: number | undefined): { text: string; label: string } | null {
  if (!pending || !Number.isFinite(pending) || pending < 1) return null;
  return { text: pending > 99 ? '99+' : String(pending), label: `${pending} pending` };
}
