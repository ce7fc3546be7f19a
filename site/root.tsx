import '@fontsource-variable/nunito';
import type { ReactNode } from 'react';
import { isRouteErrorResponse, Links, Meta, Outlet, Scripts, ScrollRestoration, useLocation } from 'react-router';
import { globalStyles } from '../design-system/stitches.config.ts';
import { splitLocale } from './platform/i18n/index.ts';
import { NotFoundPage } from './routes/not-found.tsx';

export function Layout({ children }: { children: ReactNode }) {
  const { locale } = splitLocale(useLocation().pathname);
  globalStyles();
  return (
    <html lang={locale}>
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
  return <Outlet />;
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
