import { PAYMENT_MESSAGES as M } from './payment-messages';
import { type BusinessDetails, type DueRule, MAX_AMOUNT, type StagePaymentConfig } from './payment-types';
import { quoteStage } from './quote';

/** The due rules of a schedule (the balance's, each instalment's). */
export function scheduleDueRules(config: Pick<StagePaymentConfig, 'schedule'>): DueRule[] {
  const { schedule } = config;
  if (schedule.kind === 'deposit') return [{ on: 'now' }, schedule.balanceDue];
  if (schedule.kind === 'instalments') return schedule.instalments.map((i) => i.due);
  return [{ on: 'now' }];
}

/**
 * Why a payment stage cannot be paid yet, or null when it can: the message the journey editor,
 * the client page and the portal show. A journey may be saved while its payment stage is still
 * being written; this is checked before a client starts paying. `stageIds`: the journey's stages,
 * when known, so a balance waiting for a deleted milestone is caught.
 */
export function paymentConfigProblem(
  config: StagePaymentConfig,
  business: Pick<BusinessDetails, 'taxRates' | 'pricesIncludeTax' | 'currency'>,
  stageIds?: readonly string[],
): string | null {
  if (config.lines.length === 0) return M.noLines;
  if (config.lines.some((l) => !l.description.trim())) return M.lineDescriptionRequired;
  const known = new Set(business.taxRates.map((r) => r.id));
  const unknown = config.lines.find((l) => l.taxRateId !== null && !known.has(l.taxRateId));
  if (unknown?.taxRateId) return M.unknownTaxRate(unknown.taxRateId);
  const { total } = quoteStage(config, business);
  if (total <= 0) return M.zeroTotal;
  if (total > MAX_AMOUNT) return M.totalTooLarge;
  const { schedule } = config;
  if (schedule.kind === 'deposit' && schedule.deposit.type === 'fixed' && schedule.deposit.amount >= total) {
    return M.depositTooLarge;
  }
  if (stageIds) {
    const ids = new Set(stageIds);
    if (scheduleDueRules(config).some((r) => r.on === 'milestone' && !ids.has(r.stageId))) return M.milestoneMissing;
  }
  return null;
}
