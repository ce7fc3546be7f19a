// A timetable's seats left written into its page before paint, by the Node server (server/app.ts):
// apart from timetable.ts, which the browser loads, as it needs every locale's words.
import type { Locale } from '../constants.ts';
import CLASSES_COPY from '../i18n/compiled/classes.ts';
import { escapeHtml } from '../html-escape.ts';
import { TIMETABLE_MARKS, type SeatsLeft } from './timetable.ts';

/**
 * The page with each session's seats left, where the card is dated on the start they were counted
 * for (a card dated a week on, its start in the past by then, is left as built); a full session
 * says so and its reservation form is hidden, as the browser's starter does once it has counted
 * them (site/classes/timetable.starter.ts). The Node server writes them before paint; the edge,
 * which cannot count them, leaves it to the starter.
 */
export function seatsInto(html: string, seats: SeatsLeft): string {
  const locale = (new RegExp(`${TIMETABLE_MARKS.section}="([a-z]{2})"`).exec(html)?.[1] ?? 'en') as Locale;
  const copy = CLASSES_COPY[locale];
  const list = new RegExp(`(<ul [^>]*${TIMETABLE_MARKS.list}=""[^>]*>)([\\s\\S]*?)</ul>`, 'g');
  return html.replace(list, (_, open: string, items: string) => {
    const cards = items.split(/(?=<li[\s>])/).map((card) => {
      const id = /data-seats-for="([^"]+)"/.exec(card)?.[1];
      const dated = /<time [^>]*datetime="([^"]+)"/.exec(card)?.[1];
      const seat = id === undefined ? undefined : seats[id];
      if (!seat || seat.startsAt !== dated) return card;
      const text = seat.left === 0 ? copy.full : copy.seatsLeft({ count: seat.left });
      const counted = card.replace(/(<[a-z]+ [^>]*data-seats-for="[^"]+"[^>]*>)[^<]*</, (__, tag: string) => `${tag}${escapeHtml(text)}<`);
      return seat.left === 0 ? counted.replace(/<details(?=[\s>])/, '<details hidden=""') : counted;
    });
    return `${open}${cards.join('')}</ul>`;
  });
}
