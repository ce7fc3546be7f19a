export { PureOfferPopup } from './PureOfferPopup.tsx';
export type { OfferPopupKind, PureOfferPopupProps } from './PureOfferPopup.tsx';
