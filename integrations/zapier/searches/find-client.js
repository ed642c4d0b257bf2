const { CLIENT_OUTPUT_FIELDS } = require('../lib/events');
const { client } = require('../lib/samples');

/** Find Client: the client with this email (newest first when several projects share it). */
module.exports = {
  key: 'find_client',
  noun: 'Client',
  display: { label: 'Find Client', description: 'Finds a client by their email address.' },
  operation: {
    inputFields: [{ key: 'email', label: 'Client Email', required: true, helpText: 'The exact email address.' }],
    perform: async (z, bundle) => {
      const email = String(bundle.inputData.email).trim().toLowerCase();
      const res = await z.request({
        url: `${bundle.authData.base_url}/api/v1/clients`,
        params: { search: email, limit: 100 },
      });
      // The API's search also matches names and parts of addresses: keep exact matches only.
      return res.data.data.filter((c) => (c.client_email ?? '').toLowerCase() === email);
    },
    sample: client,
    outputFields: CLIENT_OUTPUT_FIELDS,
  },
};
