/** The first word of a person's name, for greetings. */
export function firstName(name: string | null | undefined): string {
  return name?.trim().split(/\s+/)[0] ?? '';
}

/** Up to two initials for an avatar: of the name's words, else the email's first letter. */
export function initials(name: string | null | undefined, email: string | null | undefined): string {
  const parts = (name ?? '').trim().split(/\s+/).filter(Boolean);
  const letters = parts.length > 0 ? parts.map((p) => p[0]).join('') : (email ?? '?')[0];
  return (letters ?? '?').slice(0, 2).toUpperCase();
}
