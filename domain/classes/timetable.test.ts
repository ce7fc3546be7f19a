// A weekly session on the visitor's clock: its next start, how each locale writes it, and the serve
// step that dates a built page's timetable.
import type { ClassSession } from '../content/collections.ts';
import { datedTime, hasTimetable, nextStart, sessionStarts, sessionTime, sessionTimeMark, timetableInto, TIMETABLE_MARKS, weeklyTime } from './timetable.ts';

const session = (change: Partial<ClassSession> = {}): ClassSession =>
  ({ documentId: 'a1', kind: 'group', topic: 'First words', level: 'A0', weekday: 'monday', time: '18:00', timeZone: 'America/New_York', durationMinutes: 60, host: null, ...change }) as ClassSession;
// Sunday 29 November 2026, 23:00 UTC.
const NOW = Date.parse('2026-11-29T23:00:00Z');

describe('a session’s starts', () => {
  it('is next Monday 18:00 in New York, 23:00 UTC in winter', () => {
    expect(new Date(nextStart(session(), NOW)).toISOString()).toBe('2026-11-30T23:00:00.000Z');
  });
  it('moves to the next week once it has begun, and keeps its wall clock across a clock change', () => {
    expect(new Date(nextStart(session(), Date.parse('2026-11-30T23:00:00Z'))).toISOString()).toBe('2026-12-07T23:00:00.000Z');
    // New York moves to summer time on 14 March 2027: 18:00 is then 22:00 UTC.
    expect(sessionStarts(session(), Date.parse('2027-03-08T00:00:00Z'), 14).map((start) => new Date(start).toISOString())).toEqual(['2027-03-08T23:00:00.000Z', '2027-03-15T22:00:00.000Z']);
  });
});

describe('how a session’s time reads', () => {
  const start = Date.parse('2026-11-30T23:00:00Z');
  it.each([
    ['en', 'Asia/Dubai', 'Tuesday, December 1, 03:00–04:00'],
    ['es', 'Europe/Madrid', 'Martes, 1 de diciembre, 00:00–01:00'],
    ['pt', 'America/Sao_Paulo', 'Segunda-feira, 30 de novembro, 20:00–21:00'],
    ['uk', 'Europe/Kyiv', 'Вівторок, 1 грудня, 01:00–02:00'],
  ] as const)('%s in %s', (locale, zone, text) => {
    expect(sessionTime(start, 60, locale, zone)).toBe(text);
  });
  it('reads a weekly time on its host’s clock before a zone is known', () => {
    expect(weeklyTime(session({ durationMinutes: 45, time: '23:30' }), 'en')).toBe('Monday, 23:30–00:15');
  });
});

describe('dating a built page for a visitor', () => {
  const built = `<p ${TIMETABLE_MARKS.section}="uk">Розклад <span ${TIMETABLE_MARKS.zone}="">за північноамериканським східним часом</span></p><ul ${TIMETABLE_MARKS.list}=""><li><time ${TIMETABLE_MARKS.time}="${sessionTimeMark(session())}" datetime="18:00">Понеділок, 18:00–19:00</time></li><li><time ${TIMETABLE_MARKS.time}="fri 25:00 60 Nowhere/City" datetime="25:00">kept</time></li></ul>`;

  it('writes each next start on the visitor’s clock in the page’s language, and names the zone', () => {
    const html = timetableInto(built, 'Europe/Kyiv', NOW);
    expect(html).toContain('Розклад <span data-timetable-zone="">за східноєвропейським часом</span>');
    expect(html).toContain('datetime="2026-11-30T23:00:00.000Z">Вівторок, 1 грудня, 01:00–02:00</time>');
    // A mark that does not parse stays as built.
    expect(html).toContain('datetime="25:00">kept</time>');
  });

  it('dates each session on its own clock when the visitor’s zone is unknown, the zone as built', () => {
    const html = timetableInto(built, null, NOW);
    expect(html).toContain('за північноамериканським східним часом');
    expect(html).toContain('>Понеділок, 30 листопада, 18:00–19:00</time>');
  });

  it('orders the cards as they come for the visitor, and records the clock it read them on', () => {
    const card = (weekday: ClassSession['weekday'], time: string) => `<li class="c"><p><time ${TIMETABLE_MARKS.time}="${sessionTimeMark(session({ weekday, time }))}" datetime="${time}">x</time></p><h3>${weekday} ${time}</h3></li>`;
    const list = `<ul id="s-sessions" ${TIMETABLE_MARKS.list}="" class="g">${card('monday', '18:00')}${card('sunday', '20:00')}${card('wednesday', '09:00')}</ul>`;
    // Sunday 29 November, 23:00 UTC (18:00 in New York): Sunday's 20:00 comes first, then Monday's, then Wednesday's.
    const html = timetableInto(`<p ${TIMETABLE_MARKS.section}="en"></p>${list}`, 'Asia/Dubai', NOW);
    expect([...html.matchAll(/<h3>([^<]+)<\/h3>/g)].map((match) => match[1])).toEqual(['sunday 20:00', 'monday 18:00', 'wednesday 09:00']);
    expect(html).toContain(`<ul id="s-sessions" ${TIMETABLE_MARKS.list}="" class="g" data-zone="Asia/Dubai" data-at="${NOW}">`);
    expect(timetableInto(html, null, NOW)).toContain(`class="g" data-zone="" data-at="${NOW}">`);
  });

  it('escapes what it writes, and reads a timetable only where the page has one', () => {
    expect(datedTime('mon 18:00 60 Not/AZone', 'en', 'UTC', NOW)).toBeNull();
    expect(hasTimetable(built)).toBe(true);
    expect(hasTimetable('<main></main>')).toBe(false);
  });
});
