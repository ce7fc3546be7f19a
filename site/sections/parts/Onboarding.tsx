import { Link, type Store } from '../../../design-system/index.ts';
import { styled } from '../../../design-system/stitches.config.ts';
import type { Locale } from '../../../domain/constants.ts';
import type { PricedPlan } from '../../../domain/content/collections.ts';
import type { SectionOf } from '../../../domain/content/sections.ts';
import { localizePath } from '../../../domain/i18n/index.ts';
import type { FunnelQuestion } from '../../../domain/onboarding/questions.ts';
import { Island } from '../../islands/island.tsx';
import { ONBOARDING_COPY } from '../../onboarding/copy.ts';
import onboardingIsland from '../../onboarding/onboarding.island.tsx';
import { SECTION_COPY } from '../copy.ts';
import { Empty, type BandTone } from '../layout.ts';
import { Frame } from './Frame.tsx';

export interface OnboardingData {
  questions: FunnelQuestion[];
  plans: PricedPlan[];
  storeLinks: Partial<Record<Store, string>>;
}

// The plan is worked out in the browser: without a script the page says so and offers the rest.
const Scripted = styled('div', { '@noScript': { display: 'none' } });
const NoScript = styled('p', { margin: 0, maxInlineSize: '40em', textPreset: 18, '@scripted': { display: 'none' } });

/** The onboarding funnel (site/onboarding): its script loads on its page alone. */
export function OnboardingSection({ section, data, locale, tone }: { section: SectionOf<'onboarding'>; data: OnboardingData; locale: Locale; tone: BandTone }) {
  if (data.questions.length === 0) {
    return (
      <Frame id={section.key} tone={tone} heading={section.heading} lead={section.lead} reading>
        <Empty>{SECTION_COPY[locale].nothingYet}</Empty>
      </Frame>
    );
  }
  return (
    <Frame id={section.key} tone={tone} heading={section.heading} lead={section.lead} reading>
      <NoScript>
        {ONBOARDING_COPY[locale].noScript} <Link href={localizePath('/test-your-english-level', locale)}>{ONBOARDING_COPY[locale].levelTest}</Link>
      </NoScript>
      <Scripted>
        <Island island={onboardingIsland} props={{ questions: data.questions, plans: data.plans, storeLinks: data.storeLinks, locale }} />
      </Scripted>
    </Frame>
  );
}
