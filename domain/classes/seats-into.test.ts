import { seatsInto } from './seats-into.ts';

const card = (id: string, at: string) =>
  `<li><h3>Topic</h3><time data-session-time="mon 18:00 50 Europe/Kyiv" datetime="${at}">Monday</time><p data-seats-for="${id}" aria-live="polite">Up to 8 learners</p><details><summary>Reserve a seat</summary></details></li>`;
const page = (locale: string, ...cards: string[]) => `<section data-timetable="${locale}"><ul class="x" data-timetable-list="" data-zone="Europe/Kyiv">${cards.join('')}</ul></section>`;

describe("a timetable's seats written in before paint", () => {
  it('says how many are left, in the page’s language; a full session says so and takes no reservation', () => {
    const html = seatsInto(page('uk', card('a', '2026-12-07T16:00:00.000Z'), card('b', '2026-12-08T16:00:00.000Z')), {
      a: { startsAt: '2026-12-07T16:00:00.000Z', left: 3 },
      b: { startsAt: '2026-12-08T16:00:00.000Z', left: 0 },
    });
    expect(html).toContain('<p data-seats-for="a" aria-live="polite">Залишилося 3 місця</p><details>');
    expect(html).toContain('<p data-seats-for="b" aria-live="polite">Місць немає</p><details hidden="">');
  });

  it('leaves a card dated on another start as built, and a page without the count as it is', () => {
    const built = page('en', card('a', '2026-12-14T16:00:00.000Z'));
    expect(seatsInto(built, { a: { startsAt: '2026-12-07T16:00:00.000Z', left: 3 } })).toBe(built);
    expect(seatsInto(built, {})).toBe(built);
    expect(seatsInto(page('en', card('a', '2026-12-07T16:00:00.000Z')), { a: { startsAt: '2026-12-07T16:00:00.000Z', left: 1 } })).toContain('>1 seat left<');
  });
});
