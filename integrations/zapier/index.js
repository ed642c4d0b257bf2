const { authentication, addApiKey, explainErrors } = require('./authentication');
const { EVENTS } = require('./lib/events');
const { hookTrigger } = require('./lib/hook-trigger');
const journeyList = require('./triggers/journey-list');
const milestoneList = require('./triggers/milestone-list');
const createClient = require('./creates/create-client');
const addDeliverableLink = require('./creates/add-deliverable-link');
const findClient = require('./searches/find-client');

const byKey = (items) => Object.fromEntries(items.map((item) => [item.key, item]));

/** Bloom's Zapier app (Zapier Platform CLI). Pushed with `zapier push` by the owner of the Zapier developer account. */
module.exports = {
  version: require('./package.json').version,
  platformVersion: require('zapier-platform-core').version,
  authentication,
  beforeRequest: [addApiKey],
  afterResponse: [explainErrors],
  triggers: byKey([...EVENTS.map(hookTrigger), journeyList, milestoneList]),
  creates: byKey([createClient, addDeliverableLink]),
  searches: byKey([findClient]),
};
