import { describe, expect, it } from 'vitest';
import { clockOffset, NO_SIMULATION, simulated } from './simulation.ts';

const NOW = Date.parse('2026-11-25T08:00:00Z');
const SCHEDULE = { start: Date.parse('2026-11-23T00:00:00Z'), end: Date.parse('2026-12-06T23:59:59Z') };
const VISITOR = { country: 'DE', signedIn: false, phone: false, touch: false, largeScreen: true };

describe('a preview\'s simulation', () => {
  it('moves the clock an hour before the start, into the run, or an hour past the end', () => {
    expect(NOW + clockOffset('before', SCHEDULE, NOW)).toBe(SCHEDULE.start - 3_600_000);
    expect(clockOffset('running', SCHEDULE, NOW)).toBe(0);
    expect(NOW + clockOffset('after', SCHEDULE, NOW)).toBe(SCHEDULE.end + 3_600_000);
    expect(clockOffset('now', SCHEDULE, NOW)).toBe(0);
    expect(clockOffset('after', null, NOW)).toBe(0);
    // A campaign that has not started yet runs from an hour after its start.
    const later = { start: NOW + 86_400_000, end: NOW + 10 * 86_400_000 };
    expect(NOW + clockOffset('running', later, NOW)).toBe(later.start + 3_600_000);
  });

  it('gives a first visit an empty memory, and a returning visitor the previewed popup closed this week', () => {
    expect(simulated(VISITOR, NO_SIMULATION, NOW, 'timer')).toEqual({
      visitor: VISITOR,
      memory: { dismissed: {}, subscribed: false, shownThisSession: 0, shownThisWeek: 0, visit: { startedAt: NOW, fromSearch: false } },
      region: null,
    });
    const returning = simulated(VISITOR, { ...NO_SIMULATION, visit: 'returning', country: 'ua', signedIn: true, region: 'CA' }, NOW, 'timer');
    expect(returning.visitor).toEqual({ ...VISITOR, country: 'UA', signedIn: true });
    expect(returning.memory.dismissed.timer).toBeGreaterThan(NOW);
    expect(returning.memory.shownThisWeek).toBe(1);
    expect(returning.region).toBe('CA');
  });
});
