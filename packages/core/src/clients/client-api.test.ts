import { describe, expect, it } from 'vitest';
import { clientListQuerySchema, createClientSchema, setClientPasswordSchema, updateClientSchema } from './client-api';

const firstMessage = (r: { success: boolean; error?: { issues: { message: string }[] } }) =>
  r.error?.issues[0]?.message;

describe('create client input (docs/product.md#adding-a-client)', () => {
  const good = { projectName: 'Website', clientName: 'Jo', templateId: 'builtin-legal' };

  it('gives the form messages exactly, for blank and missing fields alike', () => {
    expect(firstMessage(createClientSchema.safeParse({ ...good, projectName: '  ' }))).toBe('Project name is required');
    expect(firstMessage(createClientSchema.safeParse({ ...good, projectName: undefined }))).toBe(
      'Project name is required',
    );
    expect(firstMessage(createClientSchema.safeParse({ ...good, clientName: '' }))).toBe('Client name is required');
    expect(firstMessage(createClientSchema.safeParse({ ...good, clientName: 7 }))).toBe('Client name is required');
    expect(firstMessage(createClientSchema.safeParse({ ...good, clientEmail: 'nope' }))).toBe(
      'Please enter a valid email address',
    );
    expect(firstMessage(createClientSchema.safeParse({ ...good, templateId: '' }))).toBe(
      'Select a journey for this client',
    );
    expect(firstMessage(createClientSchema.safeParse({ projectName: 'x', clientName: 'y' }))).toBe(
      'Select a journey for this client',
    );
    expect(firstMessage(createClientSchema.safeParse({ ...good, password: '123' }))).toBe(
      'Password must be at least 6 characters',
    );
  });

  it('trims, and reads empty optional fields as none', () => {
    const r = createClientSchema.parse({ ...good, projectName: ' Site ', clientEmail: '', password: '' });
    expect(r).toMatchObject({ projectName: 'Site', clientEmail: null, password: null });
    expect(createClientSchema.parse({ ...good, clientEmail: ' a@b.co ' }).clientEmail).toBe('a@b.co');
  });

  it('refuses NUL and repairs lone surrogates', () => {
    expect(createClientSchema.safeParse({ ...good, projectName: 'a\0b' }).success).toBe(false);
    expect(createClientSchema.parse({ ...good, clientName: 'a\uD800b' }).clientName).toBe('a\uFFFDb');
  });
});

describe('other client inputs', () => {
  it('update keeps unsent fields undefined', () => {
    expect(updateClientSchema.parse({ clientName: 'New' })).toEqual({ clientName: 'New' });
    expect(updateClientSchema.parse({ clientEmail: '' })).toEqual({ clientEmail: null });
    expect(firstMessage(updateClientSchema.safeParse({ projectName: ' ' }))).toBe('Project name is required');
  });

  it('password needs 6 characters', () => {
    expect(setClientPasswordSchema.safeParse({ password: 'secret' }).success).toBe(true);
    expect(firstMessage(setClientPasswordSchema.safeParse({}))).toBe('Password must be at least 6 characters');
  });

  it('list query defaults and bounds', () => {
    expect(clientListQuerySchema.parse({})).toEqual({ status: 'active', limit: 24 });
    expect(clientListQuerySchema.parse({ limit: '5', status: 'archived', q: ' acme ' })).toEqual({
      limit: 5,
      status: 'archived',
      q: 'acme',
    });
    expect(clientListQuerySchema.safeParse({ limit: '0' }).success).toBe(false);
    expect(clientListQuerySchema.safeParse({ status: 'all' }).success).toBe(false);
  });
});
