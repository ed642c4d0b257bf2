import { describe, expect, it } from 'vitest';
import { confirmsClientName, eraseClientSchema } from './erasure-api';

describe('confirmsClientName', () => {
  it('accepts the name typed with other spaces or case', () => {
    expect(confirmsClientName('Jordan Lée', 'Jordan Lée')).toBe(true);
    expect(confirmsClientName('  jordan   LÉE ', 'Jordan Lée')).toBe(true);
    expect(confirmsClientName('Jordan Le\u0301e', 'Jordan Lée')).toBe(true);
  });

  it('refuses another name, a part of it, or nothing', () => {
    expect(confirmsClientName('Jordan', 'Jordan Lée')).toBe(false);
    expect(confirmsClientName('Jordan Lee', 'Jordan Lée')).toBe(false);
    expect(confirmsClientName('', '')).toBe(false);
    expect(confirmsClientName('   ', ' ')).toBe(false);
  });
});

describe('eraseClientSchema', () => {
  it('takes a string of a bounded length only', () => {
    expect(eraseClientSchema.safeParse({ confirmName: 'x' }).success).toBe(true);
    expect(eraseClientSchema.safeParse({ confirmName: 'x'.repeat(501) }).success).toBe(false);
    expect(eraseClientSchema.safeParse({ confirmName: 3 }).success).toBe(false);
    expect(eraseClientSchema.safeParse({}).success).toBe(false);
  });
});
