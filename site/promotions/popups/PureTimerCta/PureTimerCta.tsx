import { Button, Countdown } from '../../../../design-system/index.ts';
import { styled } from '../../../../design-system/stitches.config.ts';
import type { Locale } from '../../../../domain/constants.ts';
import { CONTENT_WIDTH } from '../../../../tokens/index.ts';
import { useReservedSpace } from '../../../platform/reserved-space.ts';
import { BEHIND_DIALOGS } from '../../banners/bar-style.ts';
import { countdownState } from '../../../../domain/rules/index.ts';
import { backgroundOf, ctaLabelOf, isDarkBackground, surfaceStyle, titleOf, type BannerFields } from '../../banners/banner-fields.ts';
import { countdownWords, type PromotionsCopy } from '../../copy.ts';

// Docked at the bottom of the window as one row (its height kept free at the end of the page, and
// in the page's scroll padding, so it covers neither the last links nor the focused element). On
// a phone the row is the countdown and the button; the region's name says what they are.
const Strip = styled('div', {
  position: 'fixed',
  insetInline: 0,
  bottom: 0,
  zIndex: '$banner',
  boxShadow: '$lg',
  ...BEHIND_DIALOGS,
});

const Row = styled('div', {
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: '$3',
  maxWidth: CONTENT_WIDTH,
  marginInline: 'auto',
  padding: '$2 $4',
  '@sm': { paddingInline: '$7', gap: '$5' },
  '& p': { margin: 0, flex: 1, textPreset: 16, fontWeight: '$black', textWrap: 'balance', '@xs': { display: 'none' } },
  '& a': { flexShrink: 0, whiteSpace: 'nowrap' },
});

const STRIP_HEIGHT_PX = 64;
const Spacer = styled('div', { height: STRIP_HEIGHT_PX });

export interface PureTimerCtaProps {
  cta: BannerFields;
  now: number;
  locale: Locale;
  copy: PromotionsCopy;
  onCtaPress?: (label: string) => void;
}

/**
 * The compact call-to-action that replaces the timer popup once it is dismissed (spec §4): the
 * offer, its countdown and its button in a strip docked at the bottom, not modal. Hidden before
 * the start and once the end passes.
 */
export function PureTimerCta({ cta, now, locale, copy, onCtaPress }: PureTimerCtaProps) {
  const timer = countdownState(cta.timer, now);
  const stripRef = useReservedSpace('timer-cta', 'bottom');
  if (timer.state !== 'running') return null;
  const background = backgroundOf(cta);
  const label = ctaLabelOf(cta);
  return (
    <>
      <Spacer aria-hidden="true" />
      <Strip ref={stripRef} role="region" aria-label={copy.compactOffer} style={surfaceStyle(background, { opaque: true })} data-testid="timer-cta" data-offer-strip="">
        <Row>
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
        </Row>
      </Strip>
    </>
  );
}
