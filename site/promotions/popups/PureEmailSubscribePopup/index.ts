export { EMAIL_POPUP_SCREENS, PureEmailSubscribePopup } from './PureEmailSubscribePopup.tsx';
export type { EmailPopupScreen, PureEmailSubscribePopupProps } from './PureEmailSubscribePopup.tsx';
