import { styled, visuallyHidden } from '../../../design-system/stitches.config.ts';
import type { Locale } from '../../../domain/constants.ts';
import { WEEKDAYS, type ClassSession } from '../../../domain/content/collections.ts';
import type { SectionOf } from '../../../domain/content/sections.ts';
import { timeZoneName as zoneName, weekdayName } from '../../../domain/i18n/index.ts';
import { SECTION_COPY } from '../copy.ts';
import { Empty, Grid, type BandTone } from '../layout.ts';
import { Frame } from './Frame.tsx';

const Card = styled('li', {
  display: 'grid',
  alignContent: 'start',
  gap: '$2',
  padding: '$5',
  borderRadius: '$lg',
  backgroundColor: '$surface',
  border: '$borderWidths$thin solid $colors$divider',
});
const When = styled('p', { margin: 0, textPreset: 16, fontWeight: '$bold', color: '$accent' });
const Topic = styled('h3', { margin: 0, typeRole: 'h3' });
const Meta = styled('p', { margin: 0, display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: '$2', textPreset: 'small', color: '$textMuted' });
const LevelChip = styled('span', {
  paddingInline: '$2',
  borderRadius: '$sm',
  backgroundColor: '$accentSurface',
  color: '$accent',
  fontWeight: '$bold',
});

const Hidden = styled('span', visuallyHidden);

const weekdayOf = (weekday: ClassSession['weekday'], locale: Locale) => weekdayName(WEEKDAYS.indexOf(weekday), locale);

/** The week's group classes or club sessions, in weekday and time order. */
export function ScheduleSection({ section, data, locale, tone }: { section: SectionOf<'schedule'>; data: ClassSession[]; locale: Locale; tone: BandTone }) {
  const copy = SECTION_COPY[locale];
  const sessions = [...data].sort((a, b) => WEEKDAYS.indexOf(a.weekday) - WEEKDAYS.indexOf(b.weekday) || a.time.localeCompare(b.time));
  return (
    <Frame id={section.key} tone={tone} heading={section.heading} lead={section.lead}>
      {sessions.length === 0 ? (
        <Empty>{copy.nothingYet}</Empty>
      ) : (
        <Grid cards="regular">
          {sessions.map((session) => (
            <Card key={session.documentId}>
              <When>
                {/* A weekly time, with no date: its machine-readable form is the time of day. */}
                <time dateTime={session.time}>{`${weekdayOf(session.weekday, locale)}, ${session.time}`}</time>
                <span> · {zoneName(session.timeZone, locale)}</span>
              </When>
              <Topic>{session.topic}</Topic>
              <Meta>
                <LevelChip>
                  <Hidden>{copy.level} </Hidden>
                  {session.level}
                </LevelChip>
                <span>{copy.minutes({ count: session.durationMinutes })}</span>
                {session.host ? <span>· {session.host}</span> : null}
              </Meta>
            </Card>
          ))}
        </Grid>
      )}
    </Frame>
  );
}
