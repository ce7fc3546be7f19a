// The timetable as the page runs it: hydrated as the server sent it (dated and ordered for the
// visitor's zone, the clock it used recorded on the list), then on the browser's own clock; seats
// counted by the server, and a reservation sent without leaving the page (PureTimetable draws it).
import { useEffect, useState, useSyncExternalStore } from 'react';
import { CLASS_RESERVATION_ENDPOINT } from '../../domain/classes/timetable.ts';
import type { TimetableClock } from '../../domain/classes/timetable.ts';
import type { Locale } from '../../domain/constants.ts';
import type { ClassSession } from '../../domain/content/collections.ts';
import type { MarketPrices } from '../../domain/pricing/markets.ts';
import { answerPaths, postJson, type SendResult } from '../platform/post-json.ts';
import { browserTimeZone } from '../platform/time-zone.ts';
import { CLASSES_COPY } from './copy.ts';
import { PureTimetable, type ReserveState } from './PureTimetable/PureTimetable.tsx';
import { seatsLeftOnce } from './seats.ts';
import type { SeatsLeft } from '../../domain/classes/timetable.ts';

export interface TimetableProps {
  sectionKey: string;
  page: string;
  sessions: ClassSession[];
  locale: Locale;
  plusPrices: MarketPrices | null;
}

const noChanges = () => () => {};
let browserClock: TimetableClock | undefined;
/** The browser's clock as the page first reads it (one reading, so every render agrees). */
const readBrowserClock = () => (browserClock ??= { now: Date.now(), timeZone: browserTimeZone() });

/** The clock the serve step dated the list with (on the list: data-zone, data-at); none as built, or in a page not served so. */
function servedClock(sectionKey: string): TimetableClock | null {
  if (typeof document === 'undefined') return null;
  const list = document.getElementById(`${sectionKey}-sessions`);
  const at = Number(list?.dataset.at);
  return list && Number.isFinite(at) && list.dataset.at ? { now: at, timeZone: list.dataset.zone || null } : null;
}

export function Timetable({ sectionKey, page, sessions, locale, plusPrices, send = (payload: unknown) => postJson(CLASS_RESERVATION_ENDPOINT, payload) }: TimetableProps & { send?: (payload: unknown) => Promise<SendResult> }) {
  const copy = CLASSES_COPY[locale];
  // Hydration draws what the server sent; the browser's clock takes over after it.
  const onBrowserClock = useSyncExternalStore(noChanges, readBrowserClock, () => null);
  const inBrowser = onBrowserClock !== null;
  const [hydratedWith] = useState(() => servedClock(sectionKey));
  const [seats, setSeats] = useState<SeatsLeft | null>(null);
  const [reservations, setReservations] = useState<Record<string, ReserveState>>({});
  useEffect(() => void seatsLeftOnce(locale).then(setSeats), [locale]);
  const clock = onBrowserClock ?? hydratedWith;

  const reserve = async (session: ClassSession, start: number, fields: { name: string; email: string }) => {
    const mark = (state: ReserveState) => setReservations((current) => ({ ...current, [session.documentId]: state }));
    const seatsNow = (left: number) => setSeats((current) => ({ ...current, [session.documentId]: { startsAt: new Date(start).toISOString(), left } }));
    mark({ state: 'sending' });
    const result = await send({ session: session.documentId, startsAt: new Date(start).toISOString(), ...fields, locale, timeZone: browserTimeZone(), agreeWithTerms: true });
    if (!result.ok) {
      if (result.status === 409) seatsNow(0);
      return mark({ state: 'failed', message: result.network ? copy.offline : result.status === 409 ? copy.full409 : result.status === 400 ? copy.unavailable : copy.failed });
    }
    const left = (result.data as { reservation?: { seatsLeft?: unknown } } | undefined)?.reservation?.seatsLeft;
    if (typeof left === 'number') seatsNow(left);
    mark({ state: 'reserved', email: fields.email, ...answerPaths(result.data, 'reservation', ['calendarUrl', 'cancelUrl']) });
  };

  return (
    <PureTimetable
      sectionKey={sectionKey}
      page={page}
      sessions={sessions}
      locale={locale}
      clock={clock}
      seats={seats}
      plusPrices={plusPrices}
      reservations={reservations}
      onReserve={inBrowser ? (session, start, fields) => void reserve(session, start, fields) : undefined}
    />
  );
}
