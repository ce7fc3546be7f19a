import { FeatureIcon, StoreButtonGroup, type Store } from '../../../design-system/index.ts';
import { styled } from '../../../design-system/stitches.config.ts';
import type { Locale } from '../../../domain/constants.ts';
import type { SectionOf } from '../../../domain/content/sections.ts';
import { MESSAGES } from '../../../domain/i18n/index.ts';
import { TRY_LESSON } from '../../../domain/lesson/try-lesson.ts';
import { LESSON_COPY } from '../../lesson/copy.ts';
import { PureTryLesson, type LessonView } from '../../lesson/PureTryLesson/PureTryLesson.tsx';
import { APP_SAMPLES, type AppSample } from '../app-samples.ts';
import { SECTION_COPY } from '../copy.ts';
import type { BandTone } from '../layout.ts';
import { Frame } from './Frame.tsx';
import type { PricedPlan } from '../../../domain/content/collections.ts';
import { PlanBilling, PlanOfferCode, PlanOfferEnds, PlanOfferLabel, PlanPrice } from '../../pricing/PlanPrice.tsx';

// Three phones drawn in HTML and CSS: sharp at any density, in the page's words, and no image to load.
const Phones = styled('ul', {
  display: 'grid',
  gridAutoFlow: 'column',
  gridAutoColumns: 'min(78%, 280px)',
  gap: '$5',
  margin: 0,
  padding: '$2',
  listStyle: 'none',
  overflowX: 'auto',
  scrollSnapType: 'x mandatory',
  '&:focus-visible': { focusRing: true },
  '@md': { gridAutoColumns: '1fr', overflowX: 'visible', justifyContent: 'center', maxWidth: 920, marginInline: 'auto' },
});
const Phone = styled('li', {
  display: 'grid',
  gridTemplateRows: 'auto 1fr',
  aspectRatio: '9 / 16',
  padding: '$2',
  borderRadius: 36,
  backgroundColor: '$black',
  boxShadow: '$lg',
  scrollSnapAlign: 'center',
});
const Screen = styled('div', {
  display: 'flex',
  flexDirection: 'column',
  gap: '$3',
  padding: '$4',
  borderRadius: 28,
  backgroundColor: '$surface',
  overflow: 'hidden',
});
const Notch = styled('div', { justifySelf: 'center', inlineSize: 72, blockSize: 6, marginBlock: '$1', borderRadius: '$pill', backgroundColor: '$gray' });
const ScreenTitle = styled('p', { margin: 0, textPreset: 'small', fontWeight: '$bold', color: '$textMuted' });
const Bubble = styled('p', {
  margin: 0,
  padding: '$2 $3',
  borderRadius: '$lg',
  textPreset: 'small',
  maxInlineSize: '88%',
  variants: {
    from: {
      partner: { justifySelf: 'start', backgroundColor: '$surfaceMuted', borderEndStartRadius: 4 },
      learner: { justifySelf: 'end', backgroundColor: '$accent', color: '$textOnAccent', borderEndEndRadius: 4 },
    },
  },
});
const Stat = styled('p', { margin: 0, display: 'grid', '& strong': { textPreset: 28, fontWeight: '$black' }, '& span': { textPreset: 'small', color: '$textMuted' } });
const Week = styled('div', { display: 'grid', gridTemplateColumns: 'repeat(7, 1fr)', alignItems: 'end', gap: 6, blockSize: 88 });
const Day = styled('span', { borderRadius: 4, backgroundColor: '$wisteria', '&:last-child': { backgroundColor: '$accent' } });
const Streak = styled('p', { margin: 0, display: 'flex', alignItems: 'center', gap: '$2', fontWeight: '$bold', color: '$salmon', '& span': { color: '$text' } });
// The app's tab bar, at the foot of every screen, the current tab in the accent.
const Tabs = styled('div', {
  display: 'flex',
  justifyContent: 'space-around',
  marginBlockStart: 'auto',
  paddingBlockStart: '$3',
  borderBlockStart: '$borderWidths$thin solid $colors$divider',
  color: '$gray',
  '& [data-current]': { color: '$accent' },
});
const TAB_ICONS = ['book', 'chat', 'progress', 'star'] as const;
const TabBar = ({ current }: { current: number }) => (
  <Tabs aria-hidden="true">
    {TAB_ICONS.map((icon, index) => (
      <span key={icon} data-current={index === current ? '' : undefined}>
        <FeatureIcon name={icon} size={20} />
      </span>
    ))}
  </Tabs>
);
const Stores = styled('div', { display: 'grid', gap: '$6', inlineSize: '100%', maxInlineSize: 720, marginInline: 'auto' });

// The campaign's offer, over the stores, while it runs for the visitor: its price, end and code.
const Offer = styled('section', {
  display: 'grid',
  gap: '$3',
  padding: '$6',
  borderRadius: '$lg',
  backgroundColor: '$surface',
  border: '$borderWidths$thick solid $colors$accent',
  '& h3': { margin: 0, typeRole: 'h3' },
  '& [data-terms]': { margin: 0, textPreset: 16, color: '$textMuted' },
});

// The lesson at a phone's size inside the drawn phone: the whole card, scaled down.
const LessonPicture = styled('div', { zoom: 0.8, '& > div': { border: 0, boxShadow: 'none', padding: '$4' } });

/** The fourth exercise of a lesson in the language taught, its gap filled and checked. */
function lessonView(sample: AppSample): LessonView {
  const [before = '', after = ''] = sample.gap.sentence.split('___').map((part) => part.trim());
  const step = { kind: 'gap', id: 'showcase', before, after, choices: sample.gap.choices, answer: sample.gap.answer } as const;
  return { kind: 'step', index: 3, total: TRY_LESSON.length, step, choice: sample.gap.answer, built: [], checked: { right: true, answer: sample.gap.sentence }, speech: true };
}

/** A week of practice, as the progress screen shows it (minutes a day). */
const WEEK = [8, 12, 6, 15, 10, 14, 11];

export interface AppShowcaseData {
  /** The stores the footer links to, by store. */
  storeLinks: Partial<Record<Store, string>>;
  /** Beside the stores, the plan a campaign is planned on (issue 63: the offer carries through to the download). */
  offered?: PricedPlan | null;
}

/** The app's lesson, AI partner and progress screens, in the language the page is about. */
export function AppShowcaseSection({ section, data, locale, tone }: { section: SectionOf<'app-showcase'>; data: AppShowcaseData; locale: Locale; tone: BandTone }) {
  const copy = SECTION_COPY[locale];
  const screens = copy.screens;
  const sample = APP_SAMPLES[section.language];
  const taught = { lang: sample.lang, dir: sample.dir };
  return (
    <Frame id={section.key} tone={tone} heading={section.heading} lead={section.lead}>
      {/* The stores first: on a phone the screens below are more than a screen tall. */}
      {section.showStoreButtons ? (
        <Stores>
          {data.offered?.offer && (
            <Offer data-when="offer-live" aria-labelledby={`${section.key}-offer`}>
              <PlanOfferLabel plan={data.offered} locale={locale} />
              <h3 id={`${section.key}-offer`}>{data.offered.name}</h3>
              <PlanPrice plan={data.offered} locale={locale} size={32} />
              <p data-terms="">
                <PlanBilling plan={data.offered} locale={locale} />
                <PlanOfferEnds plan={data.offered} locale={locale} />
              </p>
              <PlanOfferCode plan={data.offered} locale={locale} />
            </Offer>
          )}
          <StoreButtonGroup links={data.storeLinks} label={MESSAGES[locale].getTheApp} copy={MESSAGES[locale].footer.stores} newTabLabel={MESSAGES[locale].newTab} />
        </Stores>
      ) : null}
      {/* A row that scrolls on a phone: focusable, so a keyboard can scroll it too. */}
      <Phones aria-label={copy.appScreens} tabIndex={0}>
        <Phone aria-label={screens.lesson}>
          <Notch />
          <Screen css={{ padding: 0, gap: 0 }}>
            {/* The lesson screen is the site's own lesson (site/lesson), drawn at a step already answered: a picture, so inert. */}
            <LessonPicture inert>
              <PureTryLesson copy={LESSON_COPY[locale]} view={lessonView(sample)} taught={taught} />
            </LessonPicture>
            <TabBar current={0} />
          </Screen>
        </Phone>
        <Phone aria-label={screens.chat}>
          <Notch />
          <Screen>
            <ScreenTitle>{screens.chat}</ScreenTitle>
            <Bubble from="partner" {...taught}>
              {sample.chat[0]}
            </Bubble>
            <Bubble from="learner" {...taught}>
              {sample.chat[1]}
            </Bubble>
            <Bubble from="partner" {...taught}>
              {sample.chat[2]}
            </Bubble>
            <TabBar current={1} />
          </Screen>
        </Phone>
        <Phone aria-label={screens.progress}>
          <Notch />
          <Screen>
            <ScreenTitle>{screens.progress}</ScreenTitle>
            <Streak>
              <FeatureIcon name="star" size={22} />
              <span>{screens.streak({ days: 12 })}</span>
            </Streak>
            <Stat>
              <strong>348</strong>
              <span>{screens.wordsLearned}</span>
            </Stat>
            <Stat>
              <strong>14</strong>
              <span>{screens.minutesToday}</span>
            </Stat>
            <Week aria-hidden="true">
              {WEEK.map((minutes, index) => (
                <Day key={index} style={{ blockSize: `${(minutes / 15) * 100}%` }} />
              ))}
            </Week>
            <TabBar current={2} />
          </Screen>
        </Phone>
      </Phones>
    </Frame>
  );
}
