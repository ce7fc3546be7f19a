export { Modal, ModalClose, MODAL_PLACEMENTS, MODAL_SIZES } from './Modal.tsx';
export type { ModalPlacement, ModalProps, ModalSize } from './Modal.tsx';
