export { PreviewBar, strapiUpdateScript, type PreviewBarProps } from './PreviewBar.tsx';
