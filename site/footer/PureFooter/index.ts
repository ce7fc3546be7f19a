export { PureFooter, type PureFooterProps } from './PureFooter.tsx';
