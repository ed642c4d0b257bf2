import type { MessageVariant } from '@bloom/core';
import { useQuery } from '@tanstack/react-query';
import { apiFetch, isApiError } from './api-client';

export interface SessionUser {
  id: string;
  email: string;
  name: string;
}

export interface SessionWorkspace {
  id: string;
  name: string;
  primaryColor: string;
  logoUrl: string | null;
}

export interface Session {
  user: SessionUser;
  workspace: SessionWorkspace;
  profile: { messageVariant: MessageVariant };
  /** Listed in ADMIN_EMAILS: may read the landing report. */
  isAdmin?: boolean;
}

export const sessionQueryKey = ['session'] as const;

/**
 * Where protected pages go when the owner signs out on purpose: the landing page, or /login
 * from the gate screens, rather than /login by default; a later session read clears it.
 */
let signedOutTo: string | null = null;
export const markSignedOutOnPurpose = (to = '/') => {
  signedOutTo = to;
};
export const signedOutDestination = () => signedOutTo;

/** The signed-in owner, or null when signed out (401 is an answer, not an error). */
export async function fetchSession(): Promise<Session | null> {
  try {
    const session = await apiFetch<Session>('/api/me');
    signedOutTo = null;
    return session;
  } catch (error) {
    if (isApiError(error, 401)) return null;
    throw error;
  }
}

export function useSession() {
  return useQuery({ queryKey: sessionQueryKey, queryFn: fetchSession, staleTime: 5 * 60_000 });
}

export function firstName(name: string | null | undefined): string {
  return name?.trim().split(/\s+/)[0] ?? '';
}

export function initials(name: string | null | undefined, email: string | null | undefined): string {
  const parts = (name ?? '').trim().split(/\s+/).filter(Boolean);
  const letters = parts.length > 0 ? parts.map((p) => p[0]).join('') : (email ?? '?')[0];
  return (letters ?? '?').slice(0, 2).toUpperCase();
}
