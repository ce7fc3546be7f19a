export { PureHeader, type PureHeaderProps } from './PureHeader.tsx';
