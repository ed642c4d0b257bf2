import { describe, expect, it } from 'vitest';
import { actorLabel, relativeTime } from './history-format';

const NOW = Date.parse('2026-11-29T12:00:00Z');
const ago = (seconds: number) => new Date(NOW - seconds * 1000).toISOString();

describe('relativeTime', () => {
  it('says how long ago in words', () => {
    expect(relativeTime(ago(20), NOW)).toBe('just now');
    expect(relativeTime(ago(-20), NOW)).toBe('just now');
    expect(relativeTime(ago(5 * 60), NOW)).toBe('5 minutes ago');
    expect(relativeTime(ago(3 * 3600), NOW)).toBe('3 hours ago');
    expect(relativeTime(ago(26 * 3600), NOW)).toBe('yesterday');
    expect(relativeTime(ago(15 * 86400), NOW)).toBe('2 weeks ago');
    expect(relativeTime(ago(400 * 86400), NOW)).toBe('last year');
  });
});

describe('actorLabel', () => {
  it('names the actor, else says what they are', () => {
    expect(actorLabel({ type: 'contact', name: 'Ada Lane' })).toBe('Ada Lane');
    expect(actorLabel({ type: 'system', name: null })).toBe('Automatic');
    expect(actorLabel({ type: 'member', name: null })).toBe('Team member');
  });
});
