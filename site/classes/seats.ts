// Seats left in each session's next start (server/class-reservations.ts), asked once per page by
// the timetable's starter and read again by the island when it hydrates.
import { CLASS_SEATS_ENDPOINT, type SeatsLeft } from '../../domain/classes/timetable.ts';
import type { Locale } from '../../domain/constants.ts';

let request: Promise<SeatsLeft | null> | undefined;

/** The seats as the server counts them now; null when it cannot say (offline, no database): the page keeps each session's capacity. */
export const seatsLeftOnce = (locale: Locale, fetchImpl: typeof fetch = fetch): Promise<SeatsLeft | null> =>
  (request ??= fetchImpl(`${CLASS_SEATS_ENDPOINT}?locale=${locale}`, { headers: { accept: 'application/json' } })
    .then(async (response) => (response.ok ? (((await response.json()) as { data?: SeatsLeft }).data ?? null) : null))
    .catch(() => null));
