import * as v from 'valibot';
import { TimeZoneSchema, WeeklySlotSchema } from '../content/slot-schemas.ts';
import { lessonSpan, upcomingSlots, wallClock } from './slots.ts';

const at = (iso: string) => Date.parse(iso);
const iso = (instants: number[]) => instants.map((instant) => new Date(instant).toISOString());

describe('tutor slots', () => {
  it('reads the CMS’s weekly times and zones, and refuses what it cannot read', () => {
    expect(v.is(WeeklySlotSchema, 'mon 18:00')).toBe(true);
    for (const bad of ['Mon 18:00', 'mon 24:00', 'mon 8:00', 'monday 18:00']) expect(v.is(WeeklySlotSchema, bad)).toBe(false);
    expect(v.is(TimeZoneSchema, 'Europe/Kyiv')).toBe(true);
    expect(v.is(TimeZoneSchema, 'Europe/Atlantis')).toBe(false);
  });

  it('gives the week’s lessons as instants, in the tutor’s zone', () => {
    // Tuesday 24 November 2026, 10:00 UTC; London is on UTC in winter, Kyiv two hours ahead.
    expect(iso(upcomingSlots(['tue 18:00', 'sat 09:00'], 'Europe/London', at('2026-11-24T10:00:00Z')))).toEqual([
      '2026-11-24T18:00:00.000Z',
      '2026-11-28T09:00:00.000Z',
    ]);
    expect(iso(upcomingSlots(['tue 09:00'], 'Europe/Kyiv', at('2026-11-24T10:00:00Z')))).toEqual(['2026-12-01T07:00:00.000Z']);
    // A lesson already begun is not offered: next week's is.
    expect(iso(upcomingSlots(['tue 10:00'], 'Europe/London', at('2026-11-24T10:00:01Z')))).toEqual(['2026-12-01T10:00:00.000Z']);
    expect(upcomingSlots(['tue 10:00'], 'Europe/London', at('2026-11-24T10:00:01Z'), 6)).toEqual([]);
  });

  it('follows clock changes', () => {
    // Europe's clocks go forward on 29 March 2026: 18:00 in London is 17:00 UTC from then.
    expect(iso(upcomingSlots(['fri 18:00', 'mon 18:00'], 'Europe/London', at('2026-03-26T00:00:00Z')))).toEqual([
      '2026-03-27T18:00:00.000Z',
      '2026-03-30T17:00:00.000Z',
    ]);
    expect(iso(upcomingSlots(['sat 08:00'], 'Australia/Sydney', at('2026-11-24T00:00:00Z')))).toEqual(['2026-11-27T21:00:00.000Z']);
  });

  it('reads an instant’s wall clock in any zone', () => {
    expect(wallClock(at('2026-11-27T21:00:00Z'), 'Australia/Sydney')).toEqual({ year: 2026, month: 11, day: 28, hour: 8, minute: 0, weekday: 5 });
  });
});

describe('lessonSpan', () => {
  it('is a 50-minute lesson on the tutor’s clock, across the hour and past midnight', () => {
    expect(lessonSpan(6, 30)).toBe('06:30–07:20');
    expect(lessonSpan(23, 30)).toBe('23:30–00:20');
  });
});
