import type { PortalAgreementDto, PortalAgreementResponse } from '@bloom/core';
import { useCallback, useState } from 'react';
import { isApiError } from '../../../../lib/api-client';
import { AGREEMENT_COPY } from './agreement-copy';

/** What every step of the signing flow is given. */
export interface AgreementStepProps {
  token: string;
  agreement: PortalAgreementDto;
  /** The workspace's name, as the portal shows it. */
  workspaceName: string;
  /** The agreement as a step answered it; `notice` is a success message for the page. */
  onChange: (agreement: PortalAgreementDto, notice?: string) => void;
  /** Reads the portal again (the agreement moved on elsewhere: voided, signed by another). */
  refresh: () => void;
  /** Lets the page take over for a lost password or a gone portal; true when it did. */
  onLockOut: (error: unknown) => boolean;
}

/**
 * Runs one signing step's request: busy while it runs, the server's words inline when it fails.
 * A 409 means the agreement is not where this page thought (a step already taken, a new
 * version), so the page reads it again as well.
 */
export function useStepAction({ onChange, refresh, onLockOut }: AgreementStepProps) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const run = useCallback(
    async (call: () => Promise<PortalAgreementResponse>, notice?: string): Promise<boolean> => {
      setBusy(true);
      setError(null);
      try {
        const { agreement } = await call();
        setBusy(false);
        onChange(agreement, notice);
        return true;
      } catch (e) {
        setBusy(false);
        if (onLockOut(e)) return false;
        if (isApiError(e, 409)) refresh();
        setError(e instanceof Error && e.message ? e.message : AGREEMENT_COPY.failed);
        return false;
      }
    },
    [onChange, refresh, onLockOut],
  );

  return { busy, error, setError, run };
}
