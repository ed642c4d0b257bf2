/** Add Link to Milestone: shares a link (a design, a document) on one of the client's milestones, to review in their portal. */
module.exports = {
  key: 'add_deliverable_link',
  noun: 'Deliverable',
  display: {
    label: 'Add Link to Milestone',
    description:
      "Shares a link (a design, a document, a video) on a client's milestone, for them to review in their portal.",
  },
  operation: {
    inputFields: [
      {
        key: 'client_id',
        label: 'Client',
        required: true,
        search: 'find_client.id',
        helpText: 'The client\'s ID: map it from an earlier step, or use "Find Client" by email.',
      },
      {
        key: 'milestone_id',
        label: 'Milestone',
        required: true,
        dynamic: 'milestone_list.id.name',
        helpText: "A milestone step of the client's journey.",
      },
      { key: 'url', label: 'Link', required: true, helpText: 'The full address, starting with https://' },
      {
        key: 'title',
        label: 'Title',
        required: false,
        helpText: 'What the client sees, for example "Homepage design v2".',
      },
      {
        key: 'link_title',
        label: 'Link Label',
        required: false,
        helpText: 'The text of the link button; the title when empty.',
      },
    ],
    perform: async (z, bundle) => {
      const { client_id, milestone_id, url, title, link_title } = bundle.inputData;
      const body = { milestone_id, url };
      if (title) body.title = title;
      if (link_title) body.link_title = link_title;
      const res = await z.request({
        url: `${bundle.authData.base_url}/api/v1/clients/${encodeURIComponent(client_id)}/deliverables`,
        method: 'POST',
        body,
      });
      return res.data;
    },
    sample: {
      id: '3d4e5f6a-7b8c-4d9e-8f0a-1b2c3d4e5f6a',
      client_id: '6f1c2d3e-4b5a-4c6d-8e7f-0a1b2c3d4e5f',
      milestone_id: '2b3c4d5e-6f7a-4b8c-9d0e-1f2a3b4c5d6e',
      title: 'Homepage design v2',
      url: 'https://www.figma.com/file/abc123',
      link_title: 'Open the design',
      created_at: '2026-03-09T14:05:00.000Z',
    },
    outputFields: [
      { key: 'id', label: 'Deliverable ID' },
      { key: 'title', label: 'Title' },
      { key: 'url', label: 'Link' },
    ],
  },
};
