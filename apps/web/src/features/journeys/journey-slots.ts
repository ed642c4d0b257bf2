import type { StageAgreementConfig, StagePaymentConfig } from '@bloom/core';
import type { ComponentType } from 'react';

/**
 * What other features place in the journey editor, through the route (a feature never imports
 * another): the agreement stage's editor comes from features/agreements, the payment stage's from
 * features/payments.
 */

/** An uploaded agreement PDF as the editor shows it. */
export interface AgreementDocumentRef {
  fileName: string;
  pageCount: number;
}

export interface AgreementEditorProps {
  journeyId: string;
  /** The stage's name, the title a blank agreement starts from. */
  stageName: string;
  value: StageAgreementConfig;
  /** The PDF uploaded in this session (a saved one is known by its id only). */
  document: AgreementDocumentRef | null;
  readOnly: boolean;
  /** A new config; `document` when a PDF was just uploaded (or null when it was removed). */
  onChange: (value: StageAgreementConfig, document?: AgreementDocumentRef | null) => void;
}

export interface PaymentEditorProps {
  journeyId: string;
  stageName: string;
  value: StagePaymentConfig;
  /** The journey's saved milestone stages, which a balance may wait for. */
  milestones: { id: string; name: string }[];
  readOnly: boolean;
  onChange: (value: StagePaymentConfig) => void;
}

export interface JourneyEditorSlots {
  agreementEditor?: ComponentType<AgreementEditorProps>;
  paymentEditor?: ComponentType<PaymentEditorProps>;
}
