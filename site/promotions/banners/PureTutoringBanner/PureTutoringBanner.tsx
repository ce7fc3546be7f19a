import { Button } from '../../../../design-system/index.ts';
import { styled } from '../../../../design-system/stitches.config.ts';
import type { Locale } from '../../../../domain/constants.ts';
import type { PromotionsCopy } from '../../copy.ts';
import { backgroundOf, ctaLabelOf, isDarkBackground, surfaceStyle, titleOf, type BannerFields } from '../banner-fields.ts';
import { PureCmsBanner } from '../PureCmsBanner/index.ts';
import { useReservedSpace } from '../../../platform/reserved-space.ts';
import { BEHIND_DIALOGS } from '../bar-style.ts';

// The compact bar is its own fixed element that slides in once the full banner has scrolled
// away: the full banner never changes size, so nothing on the page moves (no layout shift). It
// docks at the window's top edge, edge to edge (issue 63: floating 130 px down, as spec §4 had it,
// it covered the tutor cards the visitor was reading, with the page showing above it); there it
// covers only what has been read, and the page's scroll padding keeps the focused element clear.
const Bar = styled('div', {
  position: 'fixed',
  top: 0,
  insetInline: 0,
  zIndex: '$banner',
  boxShadow: '$lg',
  visibility: 'hidden',
  transform: 'translateY(-100%)',
  '@motion': { transition: 'transform $normal, visibility $normal' },
  '&[data-compact]': { visibility: 'visible', transform: 'none' },
  ...BEHIND_DIALOGS,
});

const Row = styled('div', {
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: '$4',
  // On the page's column, as the banner it stands for.
  paddingBlock: '$2',
  columnInset: '$space$4',
  '@sm': { columnInset: '$space$7' },
  '& p': { margin: 0, textPreset: 16, fontWeight: '$black', minWidth: 0, textWrap: 'balance' },
  '& a': { flexShrink: 0, whiteSpace: 'nowrap' },
});

export interface PureTutoringBannerProps {
  banner: BannerFields;
  locale: Locale;
  copy: PromotionsCopy;
  now: number;
  /** Scrolled over 350 px (spec §4): the compact bar docks at the window's top edge. */
  compact: boolean;
  onCtaPress?: (label: string) => void;
}

/** The tutoring banner (spec §4): full in the page; after scroll, compact and docked at the window's top edge. */
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
        <Row>
          <p>{titleOf(banner) ?? copy.tutoringBanner}</p>
          {label && banner.button && (
            <Button href={banner.button.href} size="sm" variant={isDarkBackground(background) ? 'secondary' : 'primary'} onPress={() => onCtaPress?.(label)} data-cta={label}>
              {label}
            </Button>
          )}
        </Row>
      </Bar>
    </>
  );
}
