import type { Ref } from 'react';
import { Button, CheckList, Link, QRCodeImage, StoreButton, StoreButtonGroup, type Store } from '../../../design-system/index.ts';
import { styled } from '../../../design-system/stitches.config.ts';
import type { Locale } from '../../../domain/constants.ts';
import type { PricedPlan } from '../../../domain/content/collections.ts';
import { localizePath, MESSAGES, weekdayName } from '../../../domain/i18n/index.ts';
import { LOCALE_FACTS } from '../../../domain/i18n/locale-facts.ts';
import { PlanBilling, PlanOfferCode, PlanOfferEnds, PlanOfferLabel, PlanPrice } from '../../pricing/PlanPrice.tsx';
import type { Recommendation } from '../../../domain/onboarding/recommend.ts';
import { PureSubscribeForm } from '../../subscription/PureSubscribeForm/index.ts';
import { SUBSCRIBE_COPY } from '../../subscription/copy.ts';
import { ONBOARDING_RESULT_COPY, PLAN_NAMES } from '../result-copy.ts';

/** A reason's sentence: most are fixed; the one about the language to learn names it. */
const reasonText = (message: string | ((values: { language: string }) => string), language: string) => (typeof message === 'string' ? message : message({ language }));

const Result = styled('div', { display: 'grid', gap: '$7', maxInlineSize: 720 });
const Top = styled('div', { display: 'grid', gap: '$3' });
const Eyebrow = styled('p', { margin: 0, textPreset: 16, fontWeight: '$bold', color: '$accent' });
const Heading = styled('h3', { margin: 0, typeRole: 'h2', overflowWrap: 'anywhere', '&:focus': { outline: 'none' } });
const Text = styled('p', { margin: 0, textPreset: 18 });
const Muted = styled('p', { margin: 0, textPreset: 16, color: '$textMuted' });
const Stack = styled('div', { display: 'grid', gap: '$4' });
const Part = styled('section', { display: 'grid', gap: '$4' });
const Card = styled(Part, { padding: '$6', borderRadius: '$lg', backgroundColor: '$surface', border: '$borderWidths$thick solid $colors$accent' });
const PartHeading = styled('h4', { margin: 0, typeRole: 'h3' });
const Week = styled('ol', { display: 'grid', gap: '$2', margin: 0, padding: 0, listStyle: 'none' });
const Day = styled('li', {
  display: 'grid',
  gap: '$1',
  paddingBlock: '$3',
  paddingInline: '$4',
  borderRadius: '$md',
  border: '$borderWidths$thick solid $colors$divider',
  backgroundColor: '$surface',
  '@sm': { gridTemplateColumns: '9em 1fr', gap: '$4' },
  '& strong': { textPreset: 16 },
  '& ul': { display: 'grid', gap: '$1', margin: 0, padding: 0, listStyle: 'none', textPreset: 16, '@sm': { display: 'flex', flexWrap: 'wrap', columnGap: '$5' } },
  variants: { rest: { true: { color: '$textMuted', backgroundColor: 'transparent' } } },
});
const Download = styled('div', { display: 'grid', gap: '$4', alignItems: 'center', '@sm': { gridTemplateColumns: 'auto 1fr', gap: '$6' } });
// A phone whose store is not known (or a narrow window): its stores, not a code it cannot scan.
const OnComputer = styled('div', { display: 'grid', '@xs': { display: 'none' } });
const ComputerText = styled(Text, { '@xs': { display: 'none' } });
const NarrowScreenText = styled(Text, { display: 'none', '@xs': { display: 'block' } });
const Actions = styled('div', { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: '$3' });
const Status = styled('p', {
  margin: 0,
  textPreset: 16,
  fontWeight: '$medium',
  variants: { tone: { success: { color: '$text', fontWeight: '$bold' }, error: { color: '$danger' } } },
});

/** Where the plan's e-mail stands. */
export type PlanEmailState = { state: 'idle' | 'sending' } | { state: 'sent'; email: string } | { state: 'offline' | 'failed' };

export interface PureOnboardingResultProps {
  locale: Locale;
  recommendation: Recommendation;
  /** The recommended plan as the CMS has it (name, price, terms); null if it has none by that slug. */
  plan: PricedPlan | null;
  /** The chosen language as the question's answer reads ("Spanish"). */
  languageLabel: string;
  /** The visitor's phone's store, or null on a computer (a QR code instead). */
  phoneStore: Store | null;
  storeLinks: Partial<Record<Store, string>>;
  /** The QR code's image, for a computer (the download page's address, drawn at build time). */
  qrCodeSrc: string;
  /** The tutor onboarding, with the goal and level already answered. */
  tutorHref: string;
  email: PlanEmailState;
  onEmail?: (email: string) => void;
  onChange?: () => void;
  onRestart?: () => void;
  headingRef?: Ref<HTMLHeadingElement>;
}

/** The funnel's result: the plan and why, a first week, the next step, and the plan by e-mail. */
export function PureOnboardingResult({ locale, recommendation, plan, languageLabel, phoneStore, storeLinks, qrCodeSrc, tutorHref, email, onEmail, onChange, onRestart, headingRef }: PureOnboardingResultProps) {
  const copy = ONBOARDING_RESULT_COPY[locale];
  const messages = MESSAGES[locale];
  const planName = plan?.name ?? PLAN_NAMES[recommendation.plan];
  const phoneLink = phoneStore ? storeLinks[phoneStore] : undefined;
  return (
    <Result>
      <Top>
        <Eyebrow>{copy.eyebrow}</Eyebrow>
        <Heading ref={headingRef} tabIndex={-1} id="onboarding-result-heading">
          {copy.heading({ plan: planName })}
        </Heading>
        {plan ? (
          <>
            <PlanOfferLabel plan={plan} locale={locale} />
            <PlanPrice plan={plan} locale={locale} size={32} />
            <Muted>{plan.summary}</Muted>
            <Muted>
              <PlanBilling plan={plan} locale={locale} />
              <PlanOfferEnds plan={plan} locale={locale} />
              {plan.terms}
            </Muted>
          </>
        ) : null}
      </Top>

      <Part aria-labelledby="onboarding-why">
        <PartHeading id="onboarding-why">{copy.why}</PartHeading>
        <CheckList items={recommendation.reasons.map((reason) => reasonText(copy.reasons[reason], LOCALE_FACTS[locale].lowercaseLanguageNames ? languageLabel.toLocaleLowerCase(locale) : languageLabel))} />
        {recommendation.reasons.includes('level-unknown') ? (
          <div>
            <Link href={localizePath('/test-your-english-level', locale)}>{copy.levelTest}</Link>
          </div>
        ) : null}
      </Part>

      <Part aria-labelledby="onboarding-week">
        <PartHeading id="onboarding-week">{copy.week}</PartHeading>
        <Week>
          {recommendation.week.map((activities, day) => (
            <Day key={day} rest={activities[0]?.kind === 'rest'}>
              <strong>{weekdayName(day, locale)}</strong>
              <ul>
                {activities.map((activity) => (
                  <li key={activity.kind}>{copy.activity({ kind: activity.kind.replaceAll('-', '_'), minutes: 'minutes' in activity ? activity.minutes : 0 })}</li>
                ))}
              </ul>
            </Day>
          ))}
        </Week>
      </Part>

      <Card aria-labelledby="onboarding-next">
        <PartHeading id="onboarding-next">{copy.nextStep}</PartHeading>
        {recommendation.plan === 'tutor' ? (
          <>
            <Text>{copy.tutorText}</Text>
            <Actions>
              <Button href={tutorHref} size="lg">
                {copy.findTutor}
              </Button>
            </Actions>
          </>
        ) : phoneLink && phoneStore ? (
          <>
            <Text>{copy.onPhone({ plan: planName })}</Text>
            {plan && <PlanOfferCode plan={plan} locale={locale} />}
            <Actions>
              <StoreButton store={phoneStore} href={phoneLink} copy={messages.footer.stores} newTabLabel={messages.newTab} />
              <Link href={localizePath('/get-the-app', locale)}>{copy.allDownloads}</Link>
            </Actions>
          </>
        ) : (
          <Download>
            <OnComputer>
              <QRCodeImage src={qrCodeSrc} label={copy.qrLabel} size="default" />
            </OnComputer>
            <Stack>
              <ComputerText>{copy.onComputer({ plan: planName })}</ComputerText>
              <NarrowScreenText>{copy.onPhone({ plan: planName })}</NarrowScreenText>
              {plan && <PlanOfferCode plan={plan} locale={locale} />}
              <StoreButtonGroup links={storeLinks} label={copy.getApp} copy={messages.footer.stores} newTabLabel={messages.newTab} />
            </Stack>
          </Download>
        )}
      </Card>

      <Part aria-labelledby="onboarding-email">
        <PartHeading id="onboarding-email">{copy.emailHeading}</PartHeading>
        {email.state === 'sent' ? (
          <Status role="status" tone="success">
            {copy.sent({ email: email.email })}
          </Status>
        ) : (
          <>
            <Muted>{copy.emailText}</Muted>
            <PureSubscribeForm copy={{ ...SUBSCRIBE_COPY[locale], submit: copy.emailSubmit }} submitting={email.state === 'sending'} onSubmit={({ email: address }) => onEmail?.(address)} />
            <div aria-live="polite">
              {email.state === 'offline' ? <Status tone="error">{copy.offline}</Status> : null}
              {email.state === 'failed' ? <Status tone="error">{SUBSCRIBE_COPY[locale].failure}</Status> : null}
            </div>
          </>
        )}
      </Part>

      <Actions>
        <Button variant="outline" onPress={onChange}>
          {copy.change}
        </Button>
        <Button variant="ghost" onPress={onRestart}>
          {copy.startOver}
        </Button>
      </Actions>
    </Result>
  );
}
