// The Storybook manager in the brand: its name, its purple, its paper colour.
import { addons } from 'storybook/manager-api';
import { create } from 'storybook/theming';
import { PALETTE } from '../tokens/palette.ts';

addons.setConfig({
  theme: create({
    base: 'light',
    brandTitle: 'Lingo design system',
    brandTarget: '_self',
    colorPrimary: PALETTE.Purple,
    colorSecondary: PALETTE.Purple,
    appBg: PALETTE.Papyrus,
    appContentBg: PALETTE.White,
    appBorderRadius: 12,
    textColor: PALETTE.Black,
    textMutedColor: PALETTE.Gray,
    barBg: PALETTE.White,
    barSelectedColor: PALETTE.Purple,
  }),
});
