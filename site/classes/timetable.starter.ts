// A timetable's times on the browser's own clock and its seats as the server counts them, written
// into the page's HTML at once (no React); the island hydrates at the visitor's first sign of
// reserving (islands/starter.ts), when its form takes over.
import { CLASS_SEATS, datedTime, TIMETABLE_MARKS } from '../../domain/classes/timetable.ts';
import { timeZoneName } from '../../domain/i18n/format.ts';
import { defineStarter, hydrateOnIntent } from '../islands/starter.ts';
import { browserTimeZone } from '../platform/time-zone.ts';
import { CLASSES_COPY } from './copy.ts';
import { seatsLeftOnce } from './seats.ts';
import type { TimetableProps } from './Timetable.tsx';

export default defineStarter<TimetableProps>('timetable', ({ box, props, hydrate }) => {
  const { locale, sessions } = props;
  const zone = browserTimeZone();
  const now = Date.now();
  const zoneName = box.querySelector(`[${TIMETABLE_MARKS.zone}]`);
  if (zoneName) zoneName.textContent = timeZoneName(zone, locale);
  for (const time of box.querySelectorAll<HTMLTimeElement>(`time[${TIMETABLE_MARKS.time}]`)) {
    const dated = datedTime(time.getAttribute(TIMETABLE_MARKS.time) ?? '', locale, zone, now);
    if (!dated) continue;
    time.dateTime = new Date(dated.start).toISOString();
    time.textContent = dated.text;
  }
  const copy = CLASSES_COPY[locale];
  void seatsLeftOnce(locale).then((seats) => {
    for (const session of sessions) {
      const seat = seats?.[session.documentId];
      const shown = box.querySelector<HTMLElement>(`[data-seats-for="${CSS.escape(session.documentId)}"]`);
      const time = shown?.closest('li')?.querySelector('time');
      if (!seat || !shown || !time || time.dateTime !== seat.startsAt) continue;
      shown.textContent = seat.left === 0 ? copy.full : copy.seatsLeft({ count: Math.min(seat.left, CLASS_SEATS[session.kind]) });
      // A full session takes no reservation (React drops the form once it hydrates).
      if (seat.left === 0) shown.closest('li')?.querySelector('details')?.setAttribute('hidden', '');
    }
  });
  hydrateOnIntent(box, hydrate);
});
