export { PureSubscribeForm } from './PureSubscribeForm.tsx';
export type { PureSubscribeFormProps } from './PureSubscribeForm.tsx';
