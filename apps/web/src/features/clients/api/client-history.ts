import { useInfiniteQuery } from '@tanstack/react-query';
import { clientHistoryQuery } from '../../../api/client-history';

export const useClientHistory = (clientId: string) => useInfiniteQuery(clientHistoryQuery(clientId));
