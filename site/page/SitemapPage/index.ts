export { SitemapPage, type SitemapPageProps } from './SitemapPage.tsx';
