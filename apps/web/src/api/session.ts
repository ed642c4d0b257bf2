import type { ApiResponse } from '@bloom/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, isApiError } from '../lib/api-client';

/** The signed-in owner, their workspace and profile (GET /api/me). */
export type Session = NonNullable<ApiResponse<'GET /api/me'>>;

export const sessionKeys = { all: ['session'] as const };

/**
 * Where protected pages go when the owner signs out on purpose: the landing page, or /login
 * from the gate screens, rather than /login by default; a later session read clears it.
 */
let signedOutTo: string | null = null;
export const signedOutDestination = () => signedOutTo;
export const markSignedOutOnPurpose = (to = '/') => {
  signedOutTo = to;
};

/**
 * The signed-in owner, or null when signed out: the server answers null (200) then, so a
 * stranger's page logs no failed request; a 401 (an older server) means the same.
 */
async function fetchSession(): Promise<Session | null> {
  try {
    const session = await api('GET /api/me');
    if (session) signedOutTo = null;
    return session;
  } catch (error) {
    if (isApiError(error, 401)) return null;
    throw error;
  }
}

export const sessionQuery = () =>
  queryOptions({ queryKey: sessionKeys.all, queryFn: fetchSession, staleTime: 5 * 60_000 });

export function useSession() {
  return useQuery(sessionQuery());
}
