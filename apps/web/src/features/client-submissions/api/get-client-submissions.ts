import { useQuery } from '@tanstack/react-query';
import { clientQuery, clientSubmissionsQuery } from '../../../api/clients';

/**
 * The client (for the header: name and project) and their submissions, fetched side by side. The
 * client is the clients pages' own cache entry, so a client write there shows here too; the
 * submissions sit under it, so a review in the inbox (which refreshes the client) refreshes them.
 */
export function useClientSubmissions(id: string) {
  const client = useQuery(clientQuery(id));
  const submissions = useQuery(clientSubmissionsQuery(id));
  return { client, submissions };
}
