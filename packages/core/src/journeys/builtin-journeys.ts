/** The built-in journeys live one per file in ./builtin-journeys/; this module is their public entry point. */
export { BUILTIN_CREATED_AT, BUILTIN_JOURNEYS, builtinStepId } from './builtin-journeys/index';
