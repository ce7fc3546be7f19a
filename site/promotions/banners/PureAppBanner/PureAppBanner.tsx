import { Button } from '../../../../design-system/index.ts';
import { styled } from '../../../../design-system/stitches.config.ts';
import type { PromotionsCopy } from '../../copy.ts';
import { backgroundOf, ctaLabelOf, isDarkBackground, surfaceStyle, textOf, titleOf, type BannerFields } from '../banner-fields.ts';
import { CONTENT_WIDTH } from '../../../../tokens/index.ts';
import { useReservedSpace } from '../../../platform/reserved-space.ts';

/** The height the compact app banner keeps on screen (and reserves at the end of the page). */
const APP_BANNER_COMPACT_HEIGHT_PX = 64;

// Docked at the bottom: its first row (title and button) is the compact banner; compacting moves
// the whole dock down by the rest of its height with a transform, which is not a layout shift
// (CLS counts moved boxes, not transforms), and nothing on the page moves.
const Dock = styled('div', {
  position: 'fixed',
  insetInline: 0,
  bottom: 0,
  zIndex: '$banner',
  boxShadow: '$lg',
  backgroundColor: '$surface',
  '@motion': { transition: 'transform $normal' },
  '&[data-compact]': { transform: `translateY(calc(100% - ${APP_BANNER_COMPACT_HEIGHT_PX}px))` },
});

const Row = styled('div', {
  display: 'flex',
  alignItems: 'center',
  gap: '$4',
  maxWidth: CONTENT_WIDTH,
  marginInline: 'auto',
  paddingInline: '$4',
  '@sm': { paddingInline: '$7' },
});

const TopRow = styled(Row, {
  height: APP_BANNER_COMPACT_HEIGHT_PX,
  justifyContent: 'space-between',
  '& a': { flexShrink: 0, whiteSpace: 'nowrap' },
});

// At most two lines, so the first row keeps its height in every language.
const Title = styled('p', {
  margin: 0,
  textPreset: 16,
  fontWeight: '$black',
  minWidth: 0,
  display: '-webkit-box',
  WebkitLineClamp: 2,
  WebkitBoxOrient: 'vertical',
  overflow: 'hidden',
  '@md': { textPreset: 20 },
});

const Details = styled(Row, {
  paddingBottom: '$5',
  '& p': { margin: 0, textPreset: 16, flex: 1 },
  '& img': { width: 96, height: 'auto', borderRadius: '$md', flexShrink: 0 },
});

const Spacer = styled('div', { height: APP_BANNER_COMPACT_HEIGHT_PX });

export interface PureAppBannerProps {
  banner: BannerFields;
  copy: PromotionsCopy;
  /** Scrolled over 20 px (spec §4): only the first row shows. */
  compact: boolean;
  onCtaPress?: (label: string) => void;
}

/** The app banner (spec §4): docked at the bottom of the window, compact once the page scrolls. */
export function PureAppBanner({ banner, copy, compact, onCtaPress }: PureAppBannerProps) {
  const background = backgroundOf(banner);
  const label = ctaLabelOf(banner);
  const text = textOf(banner);
  const image = banner.image;
  const dockRef = useReservedSpace('app-banner', 'bottom');
  return (
    <>
      {/* The page ends with room for the compact dock, so the footer's last line can scroll clear of it. */}
      <Spacer aria-hidden="true" />
      <Dock
        ref={dockRef}
        role="region"
        aria-label={copy.appBanner}
        data-compact={compact || undefined}
        style={surfaceStyle(background, { opaque: true })}
      >
        <TopRow>
          <Title>{titleOf(banner) ?? copy.appBanner}</Title>
          {label && banner.button && (
            <Button href={banner.button.href} size="sm" variant={isDarkBackground(background) ? 'secondary' : 'primary'} onPress={() => onCtaPress?.(label)} data-cta={label}>
              {label}
            </Button>
          )}
        </TopRow>
        {(text || image) && (
          <Details>
            {text && <p>{text}</p>}
            {/* Low priority: a decoration at the foot of the window must not take the bandwidth the
                page's text font needs (eager, React preloaded it in <head>, before the font). */}
            {image && <img src={image.url} alt={image.alternativeText ?? ''} width={96} height={96} fetchPriority="low" decoding="async" />}
          </Details>
        )}
      </Dock>
    </>
  );
}
