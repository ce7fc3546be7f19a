export { Button, BUTTON_SIZES, BUTTON_VARIANTS, buttonStyles } from './Button.tsx';
export type { ButtonAsButtonProps, ButtonAsLinkProps, ButtonProps, ButtonSize, ButtonVariant } from './Button.tsx';
