import type { ComponentType } from 'react';

/**
 * The Quick Setup dialog, handed in by the route (it belongs to the journeys feature, and a
 * feature never imports another).
 */
export interface QuickSetupDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onCreated?: (journey: { id: string }) => void;
}

export type QuickSetupDialog = ComponentType<QuickSetupDialogProps>;
