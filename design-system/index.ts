// The public API of the design system: an explicit list (exports.test.ts snapshots it).
export { Avatar, AVATAR_SIZES } from './Avatar/index.ts';
export type { AvatarProps, AvatarSize } from './Avatar/index.ts';
export { Banner } from './Banner/index.ts';
export type { BannerProps } from './Banner/index.ts';
export { Button, BUTTON_SIZES, BUTTON_VARIANTS, buttonStyles } from './Button/index.ts';
export type { ButtonAsButtonProps, ButtonAsLinkProps, ButtonProps, ButtonSize, ButtonVariant } from './Button/index.ts';
export { Checkbox } from './Checkbox/index.ts';
export { Switch } from './Switch/index.ts';
export type { SwitchProps } from './Switch/index.ts';
export type { CheckboxProps } from './Checkbox/index.ts';
export { CHECK_LIST_SIZES, CheckList } from './CheckList/index.ts';
export type { CheckListProps } from './CheckList/index.ts';
export { ChoiceList } from './ChoiceList/index.ts';
export type { Choice, ChoiceListProps } from './ChoiceList/index.ts';
export { Countdown, COUNTDOWN_SIZES, COUNTDOWN_TICK_MS, COUNTDOWN_TONES, DEFAULT_COUNTDOWN_LABELS, splitTimeLeft } from './Countdown/index.ts';
export type { CountdownLabels, CountdownProps, TimeLeft } from './Countdown/index.ts';
export {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuGroup,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from './DropdownMenu/index.ts';
export { IconButton, ICON_BUTTON_SIZES, ICON_BUTTON_VARIANTS } from './IconButton/index.ts';
export type { IconButtonProps } from './IconButton/index.ts';
export { FEATURE_ICON_NAMES } from './icons/feature-icon-names.ts';
export type { FeatureIconName } from './icons/feature-icon-names.ts';
export { FeatureIcon } from './icons/feature-icons.tsx';
export { Link, LINK_VARIANTS, SAFE_SCHEMES, toSafeHref } from './Link/index.ts';
export type { LinkProps, LinkVariant, SafeHref } from './Link/index.ts';
export { ALLOWED_MEDIA_SUBTYPES, DEFAULT_MEDIA_LABELS, Media, mediaKind } from './Media/index.ts';
export type { MediaKind, MediaLabels, MediaProps } from './Media/index.ts';
export { NextStep, type NextStepProps } from './NextStep/index.ts';
export { Notice } from './Notice/index.ts';
export { Modal, ModalClose, MODAL_PLACEMENTS, MODAL_SIZES } from './Modal/index.ts';
export type { ModalPlacement, ModalProps, ModalSize } from './Modal/index.ts';
export { QRCode, QRCodeImage, QR_SIZES } from './QRCode/index.ts';
export type { QRCodeImageProps, QRCodeProps, QRSize } from './QRCode/index.ts';
export { PageColumn, PageHeading, PageLead, Paragraph, SectionHeading, SmallPrint } from './PageLayout/index.ts';
export { ResponsivePicture } from './ResponsivePicture/index.ts';
export type { PictureSource, ResponsivePictureProps } from './ResponsivePicture/index.ts';
export { Sheet, SHEET_SIDES } from './Sheet/index.ts';
export type { SheetProps, SheetSide } from './Sheet/index.ts';
export { Spinner } from './Spinner/index.ts';
export { StepForm } from './StepForm/index.ts';
export type { StepFormProps } from './StepForm/index.ts';
export { DEFAULT_STORE_COPY, isStore, StoreButton, StoreButtonGroup, STORES } from './StoreButton/index.ts';
export type { Store, StoreButtonGroupProps, StoreButtonProps, StoreCopy } from './StoreButton/index.ts';
export { TextField } from './TextField/index.ts';
export type { TextFieldProps } from './TextField/index.ts';
export { Ticker } from './Ticker/index.ts';
export type { TickerProps } from './Ticker/index.ts';
export { Toast, Toaster, ToastProvider, toast, TOAST_DURATION_MS, TOAST_VARIANTS, useToastStore } from './Toast/index.ts';
export type { ToastItem, ToastProps, ToastProviderProps, ToastVariant } from './Toast/index.ts';
export { css, getCssText, globalStyles, keyframes, reset, styled, theme, visuallyHidden } from './stitches.config.ts';
export type { CSS } from './stitches.config.ts';
