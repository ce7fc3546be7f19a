// The timetable as the page runs it: times on the browser's own clock, seats counted by the server,
// and a reservation sent without leaving the page (PureTimetable draws it).
import { useEffect, useState, useSyncExternalStore } from 'react';
import { CLASS_RESERVATION_ENDPOINT } from '../../domain/classes/reservation.ts';
import type { Locale } from '../../domain/constants.ts';
import type { ClassSession } from '../../domain/content/collections.ts';
import type { MarketPrices } from '../../domain/pricing/markets.ts';
import { NETWORK_ERROR_MESSAGE } from '../../domain/subscription/constants.ts';
import { postJson, type SendResult } from '../platform/post-json.ts';
import { browserTimeZone } from '../platform/time-zone.ts';
import { CLASSES_COPY } from './copy.ts';
import { PureTimetable, type ReserveState } from './PureTimetable/PureTimetable.tsx';
import { seatsLeftOnce, type SeatsLeft } from './seats.ts';

export interface TimetableProps {
  sectionKey: string;
  page: string;
  sessions: ClassSession[];
  locale: Locale;
  plusPrices: MarketPrices | null;
}

const noChanges = () => () => {};
type Reserved = { reservation?: { calendarUrl?: string; cancelUrl?: string; seatsLeft?: number } };

export function Timetable({ sectionKey, page, sessions, locale, plusPrices, send = (payload: unknown) => postJson(CLASS_RESERVATION_ENDPOINT, payload) }: TimetableProps & { send?: (payload: unknown) => Promise<SendResult> }) {
  const copy = CLASSES_COPY[locale];
  // Hydration draws what the page was built with; the browser's clock takes over after it.
  const inBrowser = useSyncExternalStore(noChanges, () => true, () => false);
  const [seats, setSeats] = useState<SeatsLeft | null>(null);
  const [reservations, setReservations] = useState<Record<string, ReserveState>>({});
  useEffect(() => void seatsLeftOnce(locale).then(setSeats), []);
  const timeZone = inBrowser ? browserTimeZone() : null;

  const reserve = async (session: ClassSession, start: number, fields: { name: string; email: string }) => {
    const mark = (state: ReserveState) => setReservations((current) => ({ ...current, [session.documentId]: state }));
    mark({ state: 'sending' });
    const result = await send({ session: session.documentId, startsAt: new Date(start).toISOString(), ...fields, locale, timeZone: timeZone ?? 'UTC', agreeWithTerms: true });
    if (!result.ok) {
      const message = result.network ? copy.offline : result.status === 409 ? copy.full409 : result.status === 400 ? copy.unavailable : copy.failed;
      if (result.status === 409) setSeats((current) => ({ ...current, [session.documentId]: { startsAt: new Date(start).toISOString(), left: 0 } }));
      return mark({ state: 'failed', message: result.reason === NETWORK_ERROR_MESSAGE ? copy.offline : message });
    }
    const reservation = (result.data as Reserved | undefined)?.reservation;
    if (typeof reservation?.seatsLeft === 'number') setSeats((current) => ({ ...current, [session.documentId]: { startsAt: new Date(start).toISOString(), left: reservation.seatsLeft! } }));
    mark({ state: 'reserved', email: fields.email, calendarUrl: reservation?.calendarUrl ?? '', cancelUrl: reservation?.cancelUrl ?? '' });
  };

  return (
    <PureTimetable
      sectionKey={sectionKey}
      page={page}
      sessions={sessions}
      locale={locale}
      timeZone={timeZone}
      now={Date.now()}
      seats={seats}
      plusPrices={plusPrices}
      reservations={reservations}
      onReserve={inBrowser ? (session, start, fields) => void reserve(session, start, fields) : undefined}
    />
  );
}
