import { Button } from '../../../../design-system/index.ts';
import { styled } from '../../../../design-system/stitches.config.ts';
import type { PromotionsCopy } from '../../copy.ts';
import { backgroundOf, ctaLabelOf, isDarkBackground, surfaceStyle, textOf, titleOf, type BannerFields } from '../banner-fields.ts';
import { CONTENT_WIDTH } from '../../../../tokens/index.ts';
import { useReservedSpace } from '../../../platform/reserved-space.ts';
import { BEHIND_DIALOGS, BEHIND_OFFER_STRIP } from '../bar-style.ts';

/** The app banner's one row, compact or not (at most 72 px on a phone: it must not hide the page). */
const APP_BANNER_HEIGHT_PX = 64;

// Docked at the bottom, one row at every width: the app's picture, the title with one line of text,
// the button. Compacting (spec §4: scrolled over 20 px) fades the line of text out; the row keeps
// its height and everything its place, so nothing moves, on the page or in the banner.
const Dock = styled('div', {
  position: 'fixed',
  insetInline: 0,
  bottom: 0,
  zIndex: '$banner',
  boxShadow: '$lg',
  backgroundColor: '$surface',
  ...BEHIND_DIALOGS,
  ...BEHIND_OFFER_STRIP,
});

const Row = styled('div', {
  display: 'flex',
  alignItems: 'center',
  gap: '$3',
  height: APP_BANNER_HEIGHT_PX,
  maxWidth: CONTENT_WIDTH,
  marginInline: 'auto',
  paddingInline: '$4',
  '@sm': { paddingInline: '$7', gap: '$4' },
  '& a': { flexShrink: 0, whiteSpace: 'nowrap', marginInlineStart: 'auto' },
  '& img': { width: 40, height: 40, borderRadius: '$md', flexShrink: 0, objectFit: 'cover' },
  '@motion': { '& [data-detail]': { transition: 'opacity $normal' } },
  '[data-compact] > & [data-detail]': { opacity: 0 },
});

const Words = styled('div', { display: 'grid', minWidth: 0 });
const oneLine = { margin: 0, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' } as const;
// On a phone the title takes both lines (the text would be cut to a few words); from sm, a line each.
const Title = styled('p', {
  margin: 0,
  textPreset: 16,
  fontWeight: '$black',
  display: '-webkit-box',
  WebkitLineClamp: 2,
  WebkitBoxOrient: 'vertical',
  overflow: 'hidden',
  '@sm': { ...oneLine, display: 'block' },
});
const Text = styled('p', { ...oneLine, textPreset: 'small', '@xs': { display: 'none' } });

const Spacer = styled('div', { height: APP_BANNER_HEIGHT_PX });

export interface PureAppBannerProps {
  banner: BannerFields;
  copy: PromotionsCopy;
  /** Scrolled over 20 px (spec §4): only the first row shows. */
  compact: boolean;
  onCtaPress?: (label: string) => void;
}

/** The app banner (spec §4): one row docked at the bottom of the window, compact once the page scrolls. */
export function PureAppBanner({ banner, copy, compact, onCtaPress }: PureAppBannerProps) {
  const background = backgroundOf(banner);
  const label = ctaLabelOf(banner);
  const text = textOf(banner);
  const image = banner.image;
  const dockRef = useReservedSpace('app-banner', 'bottom');
  return (
    <>
      {/* The page ends with room for the dock, so the footer's last line can scroll clear of it. */}
      <Spacer aria-hidden="true" />
      <Dock
        ref={dockRef}
        role="region"
        aria-label={copy.appBanner}
        data-compact={compact || undefined}
        style={surfaceStyle(background, { opaque: true })}
      >
        <Row>
          {/* Low priority: a decoration at the foot of the window must not take the bandwidth the
              page's text font needs (eager, React preloaded it in <head>, before the font). */}
          {image && <img src={image.url} alt={image.alternativeText ?? ''} width={40} height={40} fetchPriority="low" decoding="async" />}
          <Words>
            <Title>{titleOf(banner) ?? copy.appBanner}</Title>
            {text && (
              <Text data-detail="" title={text}>
                {text}
              </Text>
            )}
          </Words>
          {label && banner.button && (
            <Button href={banner.button.href} size="sm" variant={isDarkBackground(background) ? 'secondary' : 'primary'} onPress={() => onCtaPress?.(label)} data-cta={label}>
              {label}
            </Button>
          )}
        </Row>
      </Dock>
    </>
  );
}
