export { Modal, ModalClose, MODAL_SIZES } from './Modal.tsx';
export type { ModalProps, ModalSize } from './Modal.tsx';
