/** One client's milestones and deliverables live under ['deliverables', clientId]. */
export const deliverableKeys = {
  client: (clientId: string) => ['deliverables', clientId] as const,
};

export const deliverablesPath = (clientId: string) => `/api/clients/${encodeURIComponent(clientId)}/deliverables`;
