export { IconButton, ICON_BUTTON_SIZES, ICON_BUTTON_VARIANTS } from './IconButton.tsx';
export type { IconButtonProps } from './IconButton.tsx';
