import { initials } from '../../lib/names';

/** A person's initials in a round tile, beside their name (decorative: the name is the label). */
export function InitialsAvatar({ name, email }: { name: string | null; email: string | null }) {
  return (
    <span
      aria-hidden="true"
      className="flex size-10 shrink-0 items-center justify-center rounded-full bg-primary-50 text-sm font-semibold text-primary-800"
    >
      {initials(name, email)}
    </span>
  );
}
