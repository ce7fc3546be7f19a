// The public API of the design system: an explicit list (exports.test.ts snapshots it).
export { Button, BUTTON_SIZES, BUTTON_VARIANTS, buttonStyles } from './Button/index.ts';
export type { ButtonAsButtonProps, ButtonAsLinkProps, ButtonProps, ButtonSize, ButtonVariant } from './Button/index.ts';
export { Modal, ModalClose, MODAL_SIZES } from './Modal/index.ts';
export type { ModalProps, ModalSize } from './Modal/index.ts';
export { TextField } from './TextField/index.ts';
export type { TextFieldProps } from './TextField/index.ts';
export { Spinner } from './Spinner/index.ts';
export { css, getCssText, globalStyles, keyframes, reset, styled, theme, visuallyHidden } from './stitches.config.ts';
export type { CSS } from './stitches.config.ts';
