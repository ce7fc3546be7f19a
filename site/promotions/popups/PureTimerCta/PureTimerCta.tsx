import { Button, Countdown } from '../../../../design-system/index.ts';
import { styled } from '../../../../design-system/stitches.config.ts';
import type { Locale } from '../../../../domain/constants.ts';
import { countdownState } from '../../../../domain/rules/index.ts';
import { backgroundOf, ctaLabelOf, isDarkBackground, surfaceStyle, titleOf, type BannerFields } from '../../banners/banner-fields.ts';
import { countdownWords, type PromotionsCopy } from '../../copy.ts';

// Floats over the page (no layout shift), clear of the consent dialog and the app banner's dock.
const Card = styled('div', {
  position: 'fixed',
  insetInlineStart: '$4',
  bottom: '$4',
  zIndex: '$popup',
  display: 'grid',
  gap: '$3',
  maxWidth: 'calc(100vw - $space$8)',
  width: 340,
  padding: '$4',
  borderRadius: '$xl',
  boxShadow: '$lg',
  '& p': { margin: 0, textPreset: 16, fontWeight: '$black', textWrap: 'balance' },
});

export interface PureTimerCtaProps {
  cta: BannerFields;
  now: number;
  locale: Locale;
  copy: PromotionsCopy;
  onCtaPress?: (label: string) => void;
}

/**
 * The compact call-to-action that replaces the timer popup once it is dismissed (spec §4): the
 * offer, its countdown and its button, not modal. Hidden before the start and once the end passes.
 */
export function PureTimerCta({ cta, now, locale, copy, onCtaPress }: PureTimerCtaProps) {
  const timer = countdownState(cta.timer, now);
  if (timer.state !== 'running') return null;
  const background = backgroundOf(cta);
  const label = ctaLabelOf(cta);
  return (
    <Card role="region" aria-label={copy.compactOffer} style={surfaceStyle(background, { opaque: true })} data-testid="timer-cta">
      <p>{titleOf(cta) ?? copy.compactOffer}</p>
      <Countdown
        timeLeftMs={timer.timeLeftMs}
        label={cta.timer?.timerText || copy.offerEndsIn}
        {...countdownWords(locale, timer.timeLeftMs)}
        endedLabel={copy.offerEnded}
        size="sm"
        tone={isDarkBackground(background) ? 'surface' : 'inverse'}
      />
      {label && cta.button && (
        <Button href={cta.button.href} size="sm" variant={isDarkBackground(background) ? 'secondary' : 'primary'} onPress={() => onCtaPress?.(label)}>
          {label}
        </Button>
      )}
    </Card>
  );
}
