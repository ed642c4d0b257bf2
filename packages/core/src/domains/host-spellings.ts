/**
 * Spellings of one host that must all be read as that host: case, the trailing dot of a fully
 * qualified name, a port, both. Core's unit test and the server's host-routing test (routing, the
 * TLS ask, claims) check the same table.
 */
export function hostSpellings(host: string): string[] {
  const mixed = host.replace(/(^|\.)([a-z])/g, (_m, dot: string, letter: string) => dot + letter.toUpperCase());
  return [
    host,
    host.toUpperCase(),
    mixed,
    `${host}.`,
    `${host}:3000`,
    `${host}.:443`,
    `${mixed}.:8443`,
    `${host.toUpperCase()}.`,
  ];
}
