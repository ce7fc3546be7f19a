export { PureEmailSubscribePopup } from './PureEmailSubscribePopup.tsx';
export type { EmailPopupScreen, PureEmailSubscribePopupProps } from './PureEmailSubscribePopup.tsx';
