/** Hidden: the workspace's journeys, for the 'Journey' dropdown of Create Client. */
module.exports = {
  key: 'journey_list',
  noun: 'Journey',
  display: { label: 'List Journeys', description: 'Lists the journeys of the workspace.', hidden: true },
  operation: {
    perform: async (z, bundle) => {
      const res = await z.request({ url: `${bundle.authData.base_url}/api/v1/journeys` });
      return res.data.data.map((j) => ({ id: j.id, name: j.name }));
    },
    sample: { id: '1a2b3c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d', name: 'Web design project' },
    outputFields: [
      { key: 'id', label: 'Journey ID' },
      { key: 'name', label: 'Journey Name' },
    ],
  },
};
