import { useSignOut } from '../../../api/sign-out';

/** Loaded only for signed-in visitors, so anonymous ones do not download the sign-out code. */
export default function SignOutButton({ className }: { className: string }) {
  const { signOut, isSigningOut } = useSignOut();
  return (
    <button type="button" className={className} onClick={signOut} disabled={isSigningOut}>
      Sign Out
    </button>
  );
}
