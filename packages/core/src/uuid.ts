/**
 * The UUID rule, one copy for every layer: the server's path checks (a path id that is not one
 * cannot name a row) and its services (a list cursor's id) both read it from here.
 */
export const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const isUuid = (value: string): boolean => UUID_PATTERN.test(value);
