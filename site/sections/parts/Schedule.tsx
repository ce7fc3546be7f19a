import type { Locale } from '../../../domain/constants.ts';
import type { ClassSession } from '../../../domain/content/collections.ts';
import type { SectionOf } from '../../../domain/content/sections.ts';
import type { MarketPrices } from '../../../domain/pricing/markets.ts';
import timetableIsland from '../../classes/timetable.island.tsx';
import { Island } from '../../islands/island.tsx';
import { SECTION_COPY } from '../copy.ts';
import { Empty, type BandTone } from '../layout.ts';
import { Frame } from './Frame.tsx';

export interface ScheduleData {
  sessions: ClassSession[];
  /** Lingo Plus's prices: a seat is included in it. */
  plusPrices: MarketPrices | null;
  /** The page's own path, where a reservation posted without JavaScript comes back to. */
  page: string;
}

/** The week's group classes or club sessions, on the visitor's clock, each with its seats and a reservation (site/classes). */
export function ScheduleSection({ section, data, locale, tone }: { section: SectionOf<'schedule'>; data: ScheduleData; locale: Locale; tone: BandTone }) {
  return (
    <Frame id={section.key} tone={tone} heading={section.heading} lead={section.lead}>
      {data.sessions.length === 0 ? (
        <Empty>{SECTION_COPY[locale].nothingYet}</Empty>
      ) : (
        <Island island={timetableIsland} props={{ sectionKey: section.key, page: data.page, sessions: data.sessions, locale, plusPrices: data.plusPrices }} />
      )}
    </Frame>
  );
}
