import type { AgreementDto } from '@bloom/core';
import { Badge } from '../../../components/ui/badge';
import { InitialsAvatar } from '../../../components/ui/initials-avatar';
import { orderedSigners, signerChip, waitsForOthers } from '../agreement-state';
import { AGREEMENTS_UI as M } from '../agreements-messages';

/** Each signer in signing order: name, email or role, and a chip saying where they stand. */
export function SignerList({ agreement, currentUserId }: { agreement: AgreementDto; currentUserId?: string }) {
  return (
    <ul className="divide-y divide-slate-100 rounded-lg border border-slate-200" aria-label={M.signersLabel}>
      {orderedSigners(agreement).map((signer) => {
        const chip = signerChip(signer);
        const member = signer.kind === 'member';
        const later = waitsForOthers(agreement, signer);
        return (
          <li key={signer.id} className="flex flex-col gap-2 px-3 py-3 sm:flex-row sm:items-center sm:gap-3">
            <span className="flex min-w-0 flex-1 items-center gap-3">
              <InitialsAvatar name={signer.name} email={signer.email} />
              <span className="min-w-0 text-sm">
                <span className="block truncate font-medium text-slate-900">
                  {signer.name}
                  {member && signer.userId === currentUserId ? (
                    <span className="font-normal text-slate-500"> {M.you}</span>
                  ) : null}
                </span>
                <span className="block truncate text-slate-600">
                  {member ? M.countersigner : (signer.email ?? signer.roleLabel ?? '')}
                  {later ? <span className="text-slate-500"> · {M.notTheirTurn}</span> : null}
                </span>
                {signer.status === 'declined' ? (
                  <span className="mt-1 block text-red-800">
                    {signer.declineReason ? M.declinedReason(signer.declineReason) : M.declinedNoReason}
                  </span>
                ) : null}
              </span>
            </span>
            <Badge tone={chip.tone} className="self-start sm:self-center">
              {chip.label}
            </Badge>
          </li>
        );
      })}
    </ul>
  );
}
