export { DEFAULT_STORE_COPY, isStore, StoreButton, StoreButtonGroup, STORES } from './StoreButton.tsx';
export type { Store, StoreButtonGroupProps, StoreButtonProps, StoreCopy } from './StoreButton.tsx';
