import { Button, FeatureIcon } from '../../../design-system/index.ts';
import { styled } from '../../../design-system/stitches.config.ts';
import type { Locale } from '../../../domain/constants.ts';
import type { PricedPlan } from '../../../domain/content/collections.ts';
import type { SectionOf } from '../../../domain/content/sections.ts';
import { localizePath } from '../../../domain/i18n/index.ts';
import { PlanBilling, PlanOfferEnds, PlanOfferLabel, PlanPrice } from '../../pricing/PlanPrice.tsx';
import { SECTION_COPY } from '../copy.ts';
import { Empty, type BandTone } from '../layout.ts';
import { planNextStep } from '../../../domain/onboarding/next-step.ts';
import { Frame } from './Frame.tsx';

// Each card's six parts (name, price, summary, features, button, terms) sit on the row's shared
// tracks (subgrid): side by side, the prices, the buttons and the terms line up across the cards.
const Card = styled('li', {
  position: 'relative',
  display: 'grid',
  gridRow: 'span 6',
  gridTemplateRows: 'subgrid',
  rowGap: '$4',
  padding: '$6',
  borderRadius: '$lg',
  backgroundColor: '$surface',
  border: '$borderWidths$thick solid $colors$divider',
  variants: { highlighted: { true: { borderColor: '$accent', boxShadow: '$md' } } },
});
const Badge = styled('p', {
  position: 'absolute',
  insetBlockStart: 0,
  insetInlineStart: '$6',
  transform: 'translateY(-50%)',
  margin: 0,
  paddingInline: '$3',
  paddingBlock: '$1',
  borderRadius: '$pill',
  backgroundColor: '$accent',
  color: '$textOnAccent',
  textPreset: 'small',
  fontWeight: '$bold',
});
// Plans share the row equally; the row is no wider than their cards read well (420 px each).
const List = styled('ul', {
  display: 'grid',
  gap: '$5',
  margin: 0,
  padding: 0,
  paddingBlockStart: '$3',
  listStyle: 'none',
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 260px), 1fr))',
});
const Name = styled('h3', { margin: 0, typeRole: 'h3' });
const Summary = styled('p', { margin: 0, textPreset: 16, color: '$textMuted' });
const Features = styled('ul', { display: 'grid', gap: '$2', alignContent: 'start', margin: 0, padding: 0, listStyle: 'none' });
const Feature = styled('li', { display: 'grid', gridTemplateColumns: 'auto 1fr', gap: '$2', textPreset: 16, '& svg': { color: '$success' } });
const Terms = styled('p', { margin: 0, typeRole: 'caption', color: '$textMuted' });
const PriceBlock = styled('div', { display: 'grid', gap: '$2' });
/** Every plan side by side, the highlighted one marked; prices in the locale's currency. */
export function PlansSection({ section, data, locale, tone }: { section: SectionOf<'plans'>; data: PricedPlan[]; locale: Locale; tone: BandTone }) {
  const copy = SECTION_COPY[locale];
  return (
    <Frame id={section.key} tone={tone} heading={section.heading} lead={section.lead}>
      {data.length === 0 ? (
        <Empty>{copy.nothingYet}</Empty>
      ) : (
        <List style={{ maxInlineSize: data.length * 420 }}>
          {data.map((plan) => (
            <Card key={plan.slug} highlighted={plan.highlighted === true} aria-labelledby={`${section.key}-${plan.slug}`}>
              {plan.highlighted ? <Badge>{copy.mostPopular}</Badge> : null}
              <Name id={`${section.key}-${plan.slug}`}>{plan.name}</Name>
              <PriceBlock>
                <PlanOfferLabel plan={plan} locale={locale} />
                <PlanPrice plan={plan} locale={locale} />
              </PriceBlock>
              <Summary>{plan.summary}</Summary>
              <Features>
                {plan.features.map((feature) => (
                  <Feature key={feature}>
                    <FeatureIcon name="check" size={20} />
                    {feature}
                  </Feature>
                ))}
              </Features>
              <Button href={localizePath(planNextStep(plan.slug), locale)} variant={plan.highlighted ? 'primary' : 'outline'} fullWidth>
                {plan.trialDays ? copy.startTrial : copy.getStarted}
              </Button>
              <Terms>
                <PlanBilling plan={plan} locale={locale} />
                <PlanOfferEnds plan={plan} locale={locale} />
                {plan.terms}
              </Terms>
            </Card>
          ))}
        </List>
      )}
    </Frame>
  );
}
