import {
  DEFAULT_BUSINESS_DETAILS,
  PAYMENT_LIMITS,
  PAYMENT_MESSAGES,
  type PaymentSettingsDto,
  paymentConfigProblem,
  type StagePaymentConfig,
} from '@bloom/core';
import { CreditCard } from 'lucide-react';
import { useId } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { usePaymentSettings } from '../api/payment-mutations';
import { PAYMENTS_UI as M } from '../payments-messages';
import { type MilestoneOption, type PricingContext, scheduleErrors, summarize } from '../stage-form';
import { PaymentLinesEditor } from './payment-lines-editor';
import { ScheduleEditor } from './schedule-editor';
import { StageSummaryCard } from './stage-summary';

/** The journey editor's slot for a payment stage (features/journeys/journey-slots.ts). */
export interface PaymentStageEditorProps {
  journeyId: string;
  stageName: string;
  value: StagePaymentConfig;
  /** The journey's saved milestone stages, which a balance may wait for. */
  milestones: MilestoneOption[];
  readOnly: boolean;
  onChange: (value: StagePaymentConfig) => void;
}

/**
 * The workspace's currency and rates (everyone who edits journeys may read them); while they load,
 * or when the read fails, amounts are priced in USD without taxes, and a failure is said.
 */
function usePricing(): { pricing: PricingContext; known: boolean; note: string | null; settings?: PaymentSettingsDto } {
  const settings = usePaymentSettings(true);
  if (settings.data) return { pricing: settings.data.business, known: true, note: null, settings: settings.data };
  const note = settings.isPending ? null : M.settingsUnavailable;
  return { pricing: { ...DEFAULT_BUSINESS_DETAILS, taxRates: [] }, known: false, note };
}

/**
 * A payment stage in the journey editor: its title, its lines, how the client pays, and a live
 * summary of the amounts. Saved with the journey; what stops a client from paying is said above.
 */
export function PaymentStageEditor({ value, milestones, readOnly, onChange }: PaymentStageEditorProps) {
  const id = useId();
  const { pricing, known, note, settings } = usePricing();
  const set = (patch: Partial<StagePaymentConfig>) => onChange({ ...value, ...patch });
  const summary = summarize(value, pricing, milestones);
  const errors = scheduleErrors(value.schedule, summary.quote.total, milestones);
  // Without the workspace's rates, a rate a line has is not "unknown": leave it out of the check.
  const checked = known ? value : { ...value, lines: value.lines.map((l) => ({ ...l, taxRateId: null })) };
  const problem = paymentConfigProblem(
    checked,
    pricing,
    milestones.map((m) => m.id),
  );
  const notConnected = settings && settings.account.status !== 'active';

  return (
    <section aria-labelledby={`${id}-heading`} className="space-y-5">
      <div>
        <h4 id={`${id}-heading`} className="flex items-center gap-2 text-sm font-semibold text-slate-900">
          <CreditCard aria-hidden="true" className="size-4 text-amber-600" />
          {M.editorHeading}
        </h4>
        <p className="mt-1 text-sm text-slate-600">{M.editorIntro}</p>
      </div>

      {note ? <Alert tone="info">{note}</Alert> : null}
      {problem ? <Alert tone="warning">{problem}</Alert> : null}
      {notConnected ? <Alert tone="info">{M.notConnected}</Alert> : null}

      <div className="space-y-1.5">
        <Label htmlFor={`${id}-title`}>{M.titleLabel}</Label>
        <Input
          id={`${id}-title`}
          value={value.title}
          maxLength={PAYMENT_LIMITS.title}
          readOnly={readOnly}
          aria-invalid={value.title.trim() ? undefined : true}
          aria-describedby={value.title.trim() ? undefined : `${id}-title-error`}
          onChange={(event) => set({ title: event.target.value })}
        />
        {value.title.trim() ? null : (
          <p id={`${id}-title-error`} className="text-sm text-red-700">
            {PAYMENT_MESSAGES.titleRequired}
          </p>
        )}
      </div>

      <div className="grid gap-5 xl:grid-cols-[minmax(0,1fr)_18rem]">
        <div className="min-w-0 space-y-6">
          <PaymentLinesEditor
            lines={value.lines}
            currency={pricing.currency}
            taxRates={known ? pricing.taxRates : null}
            readOnly={readOnly}
            onChange={(lines) => set({ lines })}
          />
          <ScheduleEditor
            value={value.schedule}
            currency={pricing.currency}
            milestones={milestones}
            errors={errors}
            readOnly={readOnly}
            onChange={(schedule) => set({ schedule })}
          />
        </div>
        <div className="xl:sticky xl:top-20 xl:self-start">
          <StageSummaryCard summary={summary} milestones={milestones} showTaxes={known} />
        </div>
      </div>
    </section>
  );
}
