/**
 * zod compiles object parsers with `new Function` unless told not to, and first probes whether it
 * may: under our CSP (`script-src 'self'`, no 'unsafe-eval') that probe is a violation the browser
 * reports on every page with a form. zod keeps its settings on this global (`z.config` writes the
 * same object), so setting it here, first thing, needs no zod in the entry's JavaScript.
 */
const holder = globalThis as { __zod_globalConfig?: { jitless?: boolean } };
holder.__zod_globalConfig ??= {};
holder.__zod_globalConfig.jitless = true;
