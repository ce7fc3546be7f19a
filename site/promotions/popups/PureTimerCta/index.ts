export { PureTimerCta } from './PureTimerCta.tsx';
export type { PureTimerCtaProps } from './PureTimerCta.tsx';
