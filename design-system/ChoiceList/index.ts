export { ChoiceList } from './ChoiceList.tsx';
export type { Choice, ChoiceListProps } from './ChoiceList.tsx';
