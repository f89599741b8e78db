import { describe, expect, it } from 'vitest';
import { nextDue, relativeDue } from './due';

const NOW = Date.parse('2026-03-02T10:00:00Z');
const none = { FirstResponseDueAt: null, FirstRespondedAt: null, ResolutionDueAt: null, ResolvedAt: null };

describe('nextDue', () => {
  it('is the first answer until there is one, then the resolution, then nothing', () => {
    const ticket = { ...none, FirstResponseDueAt: 'a', ResolutionDueAt: 'b' };
    expect(nextDue(ticket)).toEqual({ kind: 'firstResponse', at: 'a' });
    expect(nextDue({ ...ticket, FirstRespondedAt: 'x' })).toEqual({ kind: 'resolution', at: 'b' });
    expect(nextDue({ ...ticket, FirstRespondedAt: 'x', ResolvedAt: 'y' })).toBeNull();
    expect(nextDue(none)).toBeNull();
  });
});

describe('relativeDue', () => {
  it('counts minutes, hours or days from now, ahead or past', () => {
    expect(relativeDue('2026-03-02T12:00:00Z', NOW, 'en')).toBe('in 2 hr.');
    expect(relativeDue('2026-03-02T09:50:00Z', NOW, 'en')).toBe('10 min. ago');
    expect(relativeDue('2026-03-05T10:00:00Z', NOW, 'en')).toBe('in 3 days');
    expect(relativeDue('2026-03-02T12:00:00Z', NOW, 'it')).toBe('tra 2 h');
  });
});
