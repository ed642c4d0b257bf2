const { CLIENT_OUTPUT_FIELDS } = require('../lib/events');
const { client } = require('../lib/samples');

/** Create Client: a client on a journey, with their portal, and the invitation emailed when asked. */
module.exports = {
  key: 'create_client',
  noun: 'Client',
  display: {
    label: 'Create Client',
    description: 'Adds a client to Bloom on one of your journeys, and can email them the invitation to their portal.',
  },
  operation: {
    inputFields: [
      { key: 'project_name', label: 'Project Name', required: true, helpText: 'For example "Website redesign".' },
      { key: 'client_name', label: 'Client Name', required: true },
      { key: 'client_email', label: 'Client Email', required: false, helpText: 'Needed to send the invitation.' },
      {
        key: 'journey_id',
        label: 'Journey',
        required: true,
        dynamic: 'journey_list.id.name',
        helpText: 'The journey the client follows in their portal.',
      },
      {
        key: 'intro_text',
        label: 'Welcome Message',
        required: false,
        type: 'text',
        helpText: 'Shown at the top of the client portal. Leave empty for none.',
      },
      {
        key: 'send_invitation',
        label: 'Email the Invitation Now?',
        type: 'boolean',
        default: 'no',
        required: false,
        helpText: 'Yes: Bloom emails the client the link to their portal right away (needs a Client Email).',
      },
    ],
    perform: async (z, bundle) => {
      const base = bundle.authData.base_url;
      const { project_name, client_name, client_email, journey_id, intro_text, send_invitation } = bundle.inputData;
      const body = { project_name, client_name, journey_id };
      if (client_email) body.client_email = client_email;
      if (intro_text) body.intro_text = intro_text;
      const created = (await z.request({ url: `${base}/api/v1/clients`, method: 'POST', body })).data;
      if (send_invitation !== true && send_invitation !== 'true' && send_invitation !== 'yes') return created;
      return (await z.request({ url: `${base}/api/v1/clients/${created.id}/invitation`, method: 'POST' })).data;
    },
    sample: client,
    outputFields: CLIENT_OUTPUT_FIELDS,
  },
};
