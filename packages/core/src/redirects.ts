/** Legacy paths and where they now live. Returns null when the path is not legacy. */
export function legacyRedirect(pathname: string): string | null {
  const path = pathname.replace(/\/+$/, '') || '/';
  if (path === '/settings') return '/settings/workspace';
  if (path === '/projects') return '/clients';
  if (path === '/templates') return '/journeys';
  if (path === '/profile') return '/settings/account';
  const project = /^\/projects\/([^/]+)$/.exec(path);
  if (project) return `/clients/${project[1]}`;
  const submit = /^\/submit\/([^/]+)$/.exec(path);
  if (submit) return `/c/${submit[1]}`;
  return null;
}
