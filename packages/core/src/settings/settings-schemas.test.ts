import { describe, expect, it } from 'vitest';
import { LOGO_ACCEPT, LOGO_FILE_NAME, logoTypeByMime } from './logo-rules';
import { SETTINGS_MESSAGES } from './settings-messages';
import {
  accountNameSchema,
  changePasswordSchema,
  confirmsAccountEmail,
  deleteAccountSchema,
  workspacePatchSchema,
} from './settings-schemas';
import { isTimeZone, listTimeZones } from './timezones';

const firstMessage = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues[0]?.message;

describe('workspacePatchSchema', () => {
  it('trims the name and keeps it between 1 and 100 characters', () => {
    expect(workspacePatchSchema.parse({ name: '  Studio North  ' })).toEqual({ name: 'Studio North' });
    expect(firstMessage(workspacePatchSchema.safeParse({ name: '   ' }))).toBe(SETTINGS_MESSAGES.workspaceNameRequired);
    expect(firstMessage(workspacePatchSchema.safeParse({ name: 'x'.repeat(101) }))).toBe(
      SETTINGS_MESSAGES.workspaceNameTooLong,
    );
    expect(workspacePatchSchema.safeParse({ name: 'a\u0000b' }).success).toBe(false);
  });

  it('takes colours as #rrggbb in lower case, and an empty accent as none', () => {
    expect(workspacePatchSchema.parse({ primaryColor: '#FF00AA', accentColor: '' })).toEqual({
      primaryColor: '#ff00aa',
      accentColor: null,
    });
    for (const bad of ['red', '#fff', 'ff00aa', '#ff00aag', '#ff00aa ;x']) {
      expect(firstMessage(workspacePatchSchema.safeParse({ primaryColor: bad }))).toBe(SETTINGS_MESSAGES.invalidColor);
    }
  });

  it('accepts IANA zones and UTC, refuses anything else', () => {
    for (const zone of ['UTC', 'America/New_York', 'Europe/London', 'Asia/Kolkata', 'America/Argentina/Buenos_Aires']) {
      expect(isTimeZone(zone), zone).toBe(true);
    }
    for (const zone of ['Mars/Olympus', '+05:00', 'utc ', '', 'Europe/../../etc']) {
      expect(isTimeZone(zone), zone).toBe(false);
    }
    expect(firstMessage(workspacePatchSchema.safeParse({ timezone: 'Nowhere/City' }))).toBe(
      SETTINGS_MESSAGES.invalidTimezone,
    );
    expect(listTimeZones()[0]).toBe('UTC');
    expect(listTimeZones().length).toBeGreaterThan(300);
  });

  it('accepts only Calendly links; empty or null removes it', () => {
    expect(workspacePatchSchema.parse({ calendlyUrl: ' https://calendly.com/ana/30min ' })).toEqual({
      calendlyUrl: 'https://calendly.com/ana/30min',
    });
    expect(workspacePatchSchema.parse({ calendlyUrl: '' })).toEqual({ calendlyUrl: null });
    expect(workspacePatchSchema.parse({ calendlyUrl: null })).toEqual({ calendlyUrl: null });
    for (const bad of [
      'http://calendly.com/ana',
      'https://calendly.com/',
      'https://calendly.com.evil.example/ana',
      'https://evil.example/calendly.com/ana',
      'javascript:alert(1)//https://calendly.com/x',
      'https://calendly.com/ana"><script>',
    ]) {
      expect(firstMessage(workspacePatchSchema.safeParse({ calendlyUrl: bad })), bad).toBe(
        SETTINGS_MESSAGES.invalidCalendlyUrl,
      );
    }
  });

  it('validates the contact email and refuses unknown keys', () => {
    expect(workspacePatchSchema.parse({ contactEmail: '' })).toEqual({ contactEmail: null });
    expect(firstMessage(workspacePatchSchema.safeParse({ contactEmail: 'nope' }))).toBe(SETTINGS_MESSAGES.invalidEmail);
    expect(workspacePatchSchema.safeParse({ logoUrl: 'https://evil.example/x.png' }).success).toBe(false);
  });
});

describe('account schemas', () => {
  it('keeps the full name between 1 and 100 characters', () => {
    expect(accountNameSchema.parse({ name: ' Ana ' })).toEqual({ name: 'Ana' });
    expect(firstMessage(accountNameSchema.safeParse({ name: '' }))).toBe(SETTINGS_MESSAGES.fullNameRequired);
  });

  it('applies the sign-up strength rule to the new password', () => {
    expect(changePasswordSchema.safeParse({ currentPassword: 'x', newPassword: 'weakpass' }).success).toBe(false);
    expect(changePasswordSchema.safeParse({ currentPassword: 'x', newPassword: 'Str0ng!pass' }).success).toBe(true);
    expect(
      firstMessage(changePasswordSchema.safeParse({ currentPassword: 'Str0ng!pass', newPassword: 'Str0ng!pass' })),
    ).toBe(SETTINGS_MESSAGES.samePassword);
  });

  it('compares the typed email without case or outer spaces', () => {
    expect(deleteAccountSchema.parse({ email: ' Ana@Example.com ' })).toEqual({ email: 'Ana@Example.com' });
    expect(confirmsAccountEmail(' ANA@example.com', 'ana@example.com')).toBe(true);
    expect(confirmsAccountEmail('ana@example.co', 'ana@example.com')).toBe(false);
  });
});

describe('logo rules', () => {
  it('knows the four types and the public file name', () => {
    expect(logoTypeByMime('image/jpeg')?.extension).toBe('jpg');
    expect(logoTypeByMime('image/gif')).toBeUndefined();
    expect(LOGO_ACCEPT).toContain('.svg');
    expect(LOGO_FILE_NAME.test(`${'a'.repeat(64)}.png`)).toBe(true);
    expect(LOGO_FILE_NAME.test(`${'a'.repeat(64)}.gif`)).toBe(false);
    expect(LOGO_FILE_NAME.test(`../${'a'.repeat(64)}.png`)).toBe(false);
  });
});
