/** Hidden: the milestone steps of every journey ("Journey: Milestone"), for the 'Milestone' dropdown of Add Link. */
module.exports = {
  key: 'milestone_list',
  noun: 'Milestone',
  display: { label: 'List Milestones', description: 'Lists the milestone steps of every journey.', hidden: true },
  operation: {
    perform: async (z, bundle) => {
      const base = bundle.authData.base_url;
      const journeys = (await z.request({ url: `${base}/api/v1/journeys` })).data.data;
      return journeys.flatMap((j) =>
        j.stages.filter((s) => s.type === 'milestone').map((s) => ({ id: s.id, name: `${j.name}: ${s.name}` })),
      );
    },
    sample: { id: '2b3c4d5e-6f7a-4b8c-9d0e-1f2a3b4c5d6e', name: 'Web design project: Design review' },
    outputFields: [
      { key: 'id', label: 'Milestone ID' },
      { key: 'name', label: 'Milestone' },
    ],
  },
};
