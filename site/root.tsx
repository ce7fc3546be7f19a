import '@fontsource-variable/nunito';
import type { ReactNode } from 'react';
import { isRouteErrorResponse, Links, Meta, Outlet, Scripts, ScrollRestoration, useLocation, type LoaderFunctionArgs } from 'react-router';
import { globalStyles } from '../design-system/stitches.config.ts';
import { splitLocale } from './platform/i18n/index.ts';
import { visitorConditionStyles } from './platform/visitor/visitor-styles.ts';
import { Footer } from './footer/Footer.tsx';
import { buildTimeCms } from './platform/content/build-time.ts';
import { NotFoundPage } from './routes/not-found.tsx';
import { pageContext } from './routes/page-meta.ts';

/** What every page needs from the CMS, fetched when the page is prerendered. */
export async function loader({ request }: LoaderFunctionArgs) {
  const context = pageContext(request);
  const footer = await buildTimeCms().footer(context.locale);
  if (!footer) console.warn(`[cms] no valid footer for ${context.locale}: the pages of that locale have none`);
  return { ...context, footer, year: new Date().getFullYear() };
}

export type RootData = Awaited<ReturnType<typeof loader>>;

export function Layout({ children }: { children: ReactNode }) {
  const { locale } = splitLocale(useLocation().pathname);
  globalStyles();
  visitorConditionStyles();
  return (
    // The server writes the visitor's conditions on <html> (data-visitor); React leaves them be.
    <html lang={locale} suppressHydrationWarning>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <Meta />
        <Links />
      </head>
      <body>
        {children}
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

export default function App() {
  return (
    <>
      <Outlet />
      <Footer />
    </>
  );
}

export function ErrorBoundary({ error }: { error: unknown }) {
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundPage />;
  return (
    <main>
      <h1>Something went wrong</h1>
      <p>Please refresh the page and try again.</p>
    </main>
  );
}
