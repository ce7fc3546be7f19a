export { Notice } from './Notice.tsx';
