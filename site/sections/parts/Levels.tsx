import { FeatureIcon } from '../../../design-system/index.ts';
import { styled } from '../../../design-system/stitches.config.ts';
import type { Locale } from '../../../domain/constants.ts';
import type { Level } from '../../../domain/content/collections.ts';
import type { SectionOf } from '../../../domain/content/sections.ts';
import { localizePath } from '../../../domain/i18n/index.ts';
import { SECTION_COPY } from '../copy.ts';
import { Empty, type BandTone } from '../layout.ts';
import { Frame } from './Frame.tsx';

// The ladder: seven steps rising left to right on a wide screen, a list on a phone.
const Ladder = styled('ol', {
  display: 'grid',
  gap: '$2',
  margin: 0,
  padding: 0,
  listStyle: 'none',
  '@md': { gridTemplateColumns: 'repeat(7, minmax(0, 1fr))', alignItems: 'end' },
});
const Rung = styled('li', { display: 'grid' });
const Step = styled('a', {
  display: 'grid',
  gap: '$1',
  padding: '$4',
  borderRadius: '$md',
  backgroundColor: '$surface',
  border: '$borderWidths$thin solid $colors$divider',
  color: '$text',
  textDecoration: 'none',
  '&:hover': { borderColor: '$accent' },
  '&:focus-visible': { focusRing: true },
  '&[aria-current="page"]': { backgroundColor: '$accent', borderColor: '$accent', color: '$textOnAccent' },
  '@md': { minBlockSize: 'calc(72px + var(--rung) * 18px)', alignContent: 'end' },
});
const Code = styled('span', { textPreset: 24, fontWeight: '$black' });
const Name = styled('span', { textPreset: 'small', fontWeight: '$bold' });
const Detail = styled('div', {
  display: 'grid',
  gap: '$4',
  padding: '$6',
  borderRadius: '$lg',
  backgroundColor: '$surface',
  boxShadow: '$sm',
  '@md': { gridTemplateColumns: '1fr 1fr' },
});
const DetailTitle = styled('h3', { margin: 0, typeRole: 'h3' });
const Muted = styled('p', { margin: 0, textPreset: 16, color: '$textMuted' });
const CanDo = styled('ul', { display: 'grid', gap: '$2', margin: 0, padding: 0, listStyle: 'none' });
const CanDoItem = styled('li', { display: 'grid', gridTemplateColumns: 'auto 1fr', gap: '$2', textPreset: 16, '& svg': { color: '$success' } });

/** The levels A0–C2 as a ladder of links; the page's own level marked, with what a learner can do at it. */
export function LevelsSection({ section, data, locale, tone }: { section: SectionOf<'levels'>; data: Level[]; locale: Locale; tone: BandTone }) {
  const copy = SECTION_COPY[locale];
  const current = data.find((level) => level.code === section.level);
  return (
    <Frame id={section.key} tone={tone} heading={section.heading} lead={section.lead}>
      {data.length === 0 ? (
        <Empty>{copy.nothingYet}</Empty>
      ) : (
        <Ladder aria-label={section.heading}>
          {data.map((level, index) => (
            <Rung key={level.code}>
              <Step
                href={localizePath(level.path, locale)}
                aria-current={level.code === current?.code ? 'page' : undefined}
                style={{ '--rung': index } as React.CSSProperties}
                title={level.summary}
              >
                <Code>{level.code}</Code>
                <Name>{level.name}</Name>
              </Step>
            </Rung>
          ))}
        </Ladder>
      )}
      {current ? (
        <Detail>
          <div>
            <DetailTitle>
              {current.code} · {current.name}
            </DetailTitle>
            <Muted>{current.summary}</Muted>
            {current.hours ? <Muted>{copy.hoursToReach({ hours: current.hours })}</Muted> : null}
          </div>
          <div>
            <Muted as="h4" css={{ fontWeight: '$bold', color: '$text', marginBlockEnd: '$2' }}>
              {copy.youCan}
            </Muted>
            <CanDo>
              {current.canDo.map((line) => (
                <CanDoItem key={line}>
                  <FeatureIcon name="check" size={20} />
                  {line}
                </CanDoItem>
              ))}
            </CanDo>
          </div>
        </Detail>
      ) : null}
    </Frame>
  );
}
