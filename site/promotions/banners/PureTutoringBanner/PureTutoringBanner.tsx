import { Button } from '../../../../design-system/index.ts';
import { styled } from '../../../../design-system/stitches.config.ts';
import { TUTORING_BANNER_STICKY_TOP_PX } from '../../../../domain/constants.ts';
import type { Locale } from '../../../../domain/constants.ts';
import type { PromotionsCopy } from '../../copy.ts';
import { backgroundOf, ctaLabelOf, isDarkBackground, surfaceStyle, titleOf, type BannerFields } from '../banner-fields.ts';
import { PureCmsBanner } from '../PureCmsBanner/index.ts';
import { useReservedSpace } from '../../../platform/reserved-space.ts';

// The compact bar is its own fixed element that slides in once the full banner has scrolled
// away: the full banner never changes size, so nothing on the page moves (no layout shift).
const Bar = styled('div', {
  position: 'fixed',
  top: TUTORING_BANNER_STICKY_TOP_PX,
  insetInline: '$4',
  zIndex: '$banner',
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: '$4',
  maxWidth: 720,
  marginInline: 'auto',
  padding: '$2 $2 $2 $5',
  borderRadius: '$pill',
  boxShadow: '$lg',
  visibility: 'hidden',
  opacity: 0,
  transform: 'translateY(-8px)',
  '@motion': { transition: 'opacity $normal, transform $normal, visibility $normal' },
  '&[data-compact]': { visibility: 'visible', opacity: 1, transform: 'none' },
  '& p': { margin: 0, textPreset: 16, fontWeight: '$black', minWidth: 0, textWrap: 'balance' },
  '& a': { flexShrink: 0, whiteSpace: 'nowrap' },
});

export interface PureTutoringBannerProps {
  banner: BannerFields;
  locale: Locale;
  copy: PromotionsCopy;
  now: number;
  /** Scrolled over 350 px (spec §4): the compact bar sticks 130 px from the top. */
  compact: boolean;
  onCtaPress?: (label: string) => void;
}

/** The tutoring banner (spec §4): full in the page; compact and stuck 130 px from the top after scroll. */
export function PureTutoringBanner({ banner, locale, copy, now, compact, onCtaPress }: PureTutoringBannerProps) {
  const background = backgroundOf(banner);
  const label = ctaLabelOf(banner);
  // Stuck near the top, the bar keeps what has focus below it.
  const barRef = useReservedSpace('tutoring-banner', 'top', compact);
  return (
    <>
      <PureCmsBanner banner={banner} now={now} locale={locale} copy={copy} label={copy.tutoringBanner} onCtaPress={onCtaPress} />
      <Bar
        ref={barRef}
        data-compact={compact || undefined}
        data-testid="tutoring-banner-compact"
        // Opaque: the page must not show through a stuck bar.
        style={surfaceStyle(background, { opaque: true })}
      >
        <p>{titleOf(banner) ?? copy.tutoringBanner}</p>
        {label && banner.button && (
          <Button href={banner.button.href} size="sm" variant={isDarkBackground(background) ? 'secondary' : 'primary'} onPress={() => onCtaPress?.(label)} data-cta={label}>
            {label}
          </Button>
        )}
      </Bar>
    </>
  );
}
