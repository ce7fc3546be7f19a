// What the popups share: the coloured visual on top, the body text, the call to action.
import type { ReactNode } from 'react';
import { Button } from '../../../design-system/index.ts';
import { styled } from '../../../design-system/stitches.config.ts';
import { backgroundOf, ctaLabelOf, surfaceStyle, textOf, type BannerFields } from '../banners/banner-fields.ts';

const VisualBox = styled('div', {
  display: 'grid',
  placeItems: 'center',
  marginBottom: '$5',
  padding: '$5',
  borderRadius: '$lg',
  minHeight: 48,
  '& img': { display: 'block', maxWidth: '100%', maxHeight: 200, height: 'auto', borderRadius: '$md' },
  // In a phone's sheet (half the screen) a picture would push the words and the form out of it.
  '[data-placement=bottom] &[data-decorative]': { display: 'none' },
});

/** The popup's colour (spec §3 bgColor with its opacity) with its image, if any. */
export function PopupVisual({ config, children }: { config: BannerFields; children?: ReactNode }) {
  const image = config.image;
  if (!children && !image && !backgroundOf(config)) return null;
  return (
    <VisualBox style={surfaceStyle(backgroundOf(config))} data-part="visual" data-decorative={children ? undefined : ''}>
      {children ?? (image && <img src={image.url} alt={image.alternativeText ?? ''} />)}
    </VisualBox>
  );
}

export const PopupText = styled('p', { margin: 0, marginBottom: '$5', textPreset: 18, color: '$textMuted' });

export const PopupActions = styled('div', { display: 'grid', gap: '$3', marginTop: '$5' });

export function PopupBody({ config }: { config: BannerFields }) {
  const text = textOf(config);
  return text ? <PopupText>{text}</PopupText> : null;
}

/** The CMS button as the popup's call to action (a safe link: the Button applies the Link's rules). */
export function PopupCta({ config, newTabLabel, onPress }: { config: BannerFields; newTabLabel: string; onPress?: (label: string) => void }) {
  const label = ctaLabelOf(config);
  if (!label || !config.button) return null;
  return (
    <Button
      href={config.button.href}
      target={config.button.isExternal ? '_blank' : undefined}
      newTabLabel={newTabLabel}
      size="lg"
      fullWidth
      onPress={() => onPress?.(label)}
    >
      {label}
    </Button>
  );
}
