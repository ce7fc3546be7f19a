export { PureQrPopup } from './PureQrPopup.tsx';
export type { PureQrPopupProps } from './PureQrPopup.tsx';
