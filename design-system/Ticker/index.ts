export { Ticker } from './Ticker.tsx';
export type { TickerProps } from './Ticker.tsx';
