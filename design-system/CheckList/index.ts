export { CHECK_LIST_SIZES, CheckList } from './CheckList.tsx';
export type { CheckListProps } from './CheckList.tsx';
