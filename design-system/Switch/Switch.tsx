import type { ReactNode } from 'react';
import { Switch as AriaSwitch, type SwitchProps as AriaSwitchProps } from 'react-aria-components';
import { halo } from '../interaction-styles.ts';
import { styled } from '../stitches.config.ts';

// States from React Aria: data-selected, data-hovered, data-focus-visible, data-disabled.
const Root = styled(AriaSwitch, {
  display: 'flex',
  alignItems: 'flex-start',
  gap: '$3',
  textPreset: 16,
  color: '$text',
  cursor: 'pointer',
  '&[data-disabled]': { cursor: 'not-allowed', color: '$textMuted' },
});

const Track = styled('span', {
  position: 'relative',
  flexShrink: 0,
  width: 44,
  height: 24,
  borderRadius: '$pill',
  backgroundColor: '$textMuted',
  ...halo(5),
  '[data-selected] > &': { backgroundColor: '$accent' },
  '[data-disabled] > &': { opacity: 0.45 },
});

const Thumb = styled('span', {
  position: 'absolute',
  top: 3,
  insetInlineStart: 3,
  width: 18,
  height: 18,
  borderRadius: '$pill',
  backgroundColor: '$surface',
  transition: 'transform $fast',
  '[data-selected] > span > &': { transform: 'translateX(20px)' },
  '[dir="rtl"] [data-selected] > span > &': { transform: 'translateX(-20px)' },
});

const Text = styled('span', { display: 'grid', gap: '$1' });
const Description = styled('span', { textPreset: 'small', color: '$textMuted' });

export interface SwitchProps extends Omit<AriaSwitchProps, 'children' | 'className' | 'style'> {
  /** The visible label. */
  children: ReactNode;
  /** A line under the label saying what turning it on means. */
  description?: ReactNode;
}

/** An on/off switch (WAI-ARIA switch) on React Aria's Switch: a labelled track and thumb. */
export function Switch({ children, description, ...props }: SwitchProps) {
  return (
    <Root {...props}>
      <Track>
        <Thumb />
      </Track>
      <Text>
        <span>{children}</span>
        {description && <Description>{description}</Description>}
      </Text>
    </Root>
  );
}
