export { OFFER_POPUP_KINDS, PureOfferPopup } from './PureOfferPopup.tsx';
export type { OfferPopupKind, PureOfferPopupProps } from './PureOfferPopup.tsx';
