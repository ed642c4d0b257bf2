'use strict';

/**
 * The offline part of `zapier validate`, done as it does it: the app compiled by
 * zapier-platform-core and its functions cleaned out (the core's own `validate` command), then
 * checked against Zapier's schema (zapier-platform-schema, the version the core brings). The CLI
 * itself is not installed (docs/decisions/040-zapier-app.md); its style checks run at `zapier push`.
 */
const { compileApp, validateApp } = require('zapier-platform-core/src/tools/schema');
const app = require('../index');

const errors = validateApp(compileApp(app));
if (errors.length > 0) {
  for (const e of errors) console.error(`${e.property}: ${e.message}`);
  process.exit(1);
}
console.log(
  `Zapier app: valid (${Object.keys(app.triggers).length} triggers, ${Object.keys(app.creates).length} actions, ${Object.keys(app.searches).length} search).`,
);
