export { PureMediaPopup } from './PureMediaPopup.tsx';
export type { PureMediaPopupProps } from './PureMediaPopup.tsx';
