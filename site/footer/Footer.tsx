import { useRouteLoaderData } from 'react-router';
import { localizePath, MESSAGES } from '../platform/i18n/index.ts';
import type { RootData } from '../root.tsx';
import { PureFooter } from './PureFooter/index.ts';

/** The footer of every page: the CMS record of the page's locale, loaded when the page was prerendered. */
export function Footer() {
  const data = useRouteLoaderData<RootData>('root');
  if (!data?.footer) return null;
  const { footer, locale, origin, year } = data;
  return <PureFooter footer={footer} messages={MESSAGES[locale]} year={year} qrValue={`${origin}${localizePath('/language-learning-app', locale)}`} />;
}
