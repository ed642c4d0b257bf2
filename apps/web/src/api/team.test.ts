import { describe, expect, it } from 'vitest';
import { invitationReturnPath, invitationReturnPathFromSearch } from './team';

const TOKEN = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMN_-0';

describe('invitation return path', () => {
  it('is the invitation page of the token', () => {
    expect(invitationReturnPath(TOKEN)).toBe(`/invite/${TOKEN}`);
    expect(invitationReturnPath('a/b?c')).toBe('/invite/a%2Fb%3Fc');
  });

  it('reads ?invite= of sign-in and sign-up, only when it has a token’s shape', () => {
    expect(invitationReturnPathFromSearch(`?invite=${TOKEN}`)).toBe(`/invite/${TOKEN}`);
    expect(invitationReturnPathFromSearch(`?plan=pro&invite=${TOKEN}`)).toBe(`/invite/${TOKEN}`);
    expect(invitationReturnPathFromSearch('')).toBeNull();
    expect(invitationReturnPathFromSearch('?invite=')).toBeNull();
    expect(invitationReturnPathFromSearch('?invite=//evil.example')).toBeNull();
    expect(invitationReturnPathFromSearch(`?invite=${TOKEN}x`)).toBeNull();
  });
});
