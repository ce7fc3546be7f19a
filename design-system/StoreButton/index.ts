export { DEFAULT_STORE_COPY, StoreButton, StoreButtonGroup, STORES } from './StoreButton.tsx';
export type { Store, StoreButtonGroupProps, StoreButtonProps, StoreCopy } from './StoreButton.tsx';
