import nunitoFaces from '@fontsource-variable/nunito/index.css?inline';
import nunitoCyrillic from '@fontsource-variable/nunito/files/nunito-cyrillic-wght-normal.woff2?url';
import nunitoLatin from '@fontsource-variable/nunito/files/nunito-latin-wght-normal.woff2?url';
import type { ReactNode } from 'react';
import { isRouteErrorResponse, Links, Meta, Outlet, useLoaderData, useRouteLoaderData, useLocation, useMatches, type LoaderFunctionArgs } from 'react-router';
import { globalStyles, styled } from '../design-system/stitches.config.ts';
import { LOCALE_FACTS } from '../domain/i18n/locale-facts.ts';
import { storeLinksOf } from '../domain/content/footer.ts';
import ERROR_PAGE from '../domain/i18n/compiled/errorPage.ts';
import { MESSAGES, splitLocale } from '../domain/i18n/index.ts';
import { PALETTE } from '../tokens/index.ts';
import { visitorConditionStyles } from './platform/visitor/visitor-styles.ts';
import { Footer } from './footer/Footer.tsx';
import { BUILT_FOOTER_ATTRIBUTE } from './footer/FooterLive.tsx';
import footerIsland from './footer/footer.island.tsx';
import headerIsland from './header/header.island.tsx';
import { headerExperiments, headerForIsland } from './header/Header.tsx';
import consentIsland from './consent/consent.island.tsx';
import dockedBannersIsland from './promotions/banners/docked-banners.island.tsx';
import topBannersIsland from './promotions/banners/top-banners.island.tsx';
import popupsIsland from './promotions/popups.island.tsx';
import { COUNTDOWN_PAINT_SCRIPT } from './promotions/banners/countdown-paint-script.ts';
import { OFFER_END_SCRIPT } from './pricing/offer-end-script.ts';
import { NO_PROMOTIONS, type PagePromotions } from './promotions/model.ts';
import { Island } from './islands/island.tsx';
import { CONSENT_DEFAULT_SCRIPT } from '../domain/analytics/consent.ts';
import { EARLY_INPUT_SCRIPT, heldButtonStyles } from './platform/early-input/early-input-script.ts';
import { STORAGE_FALLBACK_SCRIPT } from './platform/storage/fallback-script.ts';
import { buildTimeContent, previewOf, recordingReads } from './platform/content/build-time.ts';
import { PageReads } from './prerender/page-reads.tsx';
import { NotFoundPage } from './routes/NotFoundPage.tsx';
import { pageContext, usePagePath } from './routes/page-meta.ts';
import { PreviewBar } from './page/PreviewBar/index.ts';
import { experimentStyles } from '../domain/experiments/assignment.ts';
import { experimentsData } from '../domain/experiments/in-page.ts';
import { pageExperimentsOf } from './experiments/page-experiments.ts';

/**
 * The text font's faces, but the Vietnamese subset's: no locale of the site writes Vietnamese, and
 * its long range of code points is bytes in every page's first screen. `optional`, not `swap`: the
 * preloaded font is nearly always there for the first paint, and when it is late (a slow phone, a
 * busy server) the page keeps the fallback for that view instead of reflowing every line under the
 * reader when it arrives (CLS 0.035 on the app page at 1440 px, in a CI run under load); the next
 * page has it from the cache.
 */
const FONT_FACES = nunitoFaces.replace(/@font-face\{[^}]*vietnamese[^}]*\}/, '').replace(/font-display:\s*swap/g, 'font-display:optional');

/** What every page needs from the CMS, fetched when the page is prerendered. */
export async function loader({ request, url }: LoaderFunctionArgs) {
  const context = pageContext(url);
  const content = buildTimeContent();
  const {
    value: [header, footer, campaign, experiments],
    reads,
  } = await recordingReads(() =>
    Promise.all([content.header(context.locale), content.footer(context.locale), content.campaign(), pageExperimentsOf(context.locale, context.path)]),
  );
  if (!header) console.warn(`[cms] no valid header for ${context.locale}: the pages of that locale have none`);
  if (!footer) console.warn(`[cms] no valid footer for ${context.locale}: the pages of that locale have none`);
  return {
    ...context,
    header,
    footer,
    campaign: campaign && { startsAt: campaign.startsAt, endsAt: campaign.endsAt },
    experiments,
    year: new Date().getFullYear(),
    /** When the header and footer were fetched: after 24 h the client refreshes them. */
    builtAt: Date.now(),
    /** The CMS as browsers reach it: CMS_PUBLIC_URL, else the CMS_URL of the build, else this site's /cms. */
    cmsUrl: (process.env.CMS_PUBLIC_URL || process.env.CMS_URL || '/cms').replace(/\/+$/, ''),
    reads,
    preview: previewOf(request),
  };
}

export function Layout({ children }: { children: ReactNode }) {
  const { locale } = splitLocale(useLocation().pathname);
  const rootData = useRouteLoaderData<typeof loader>('root');
  const preview = rootData?.preview;
  const campaign = rootData?.campaign;
  const experiments = rootData?.experiments.running ?? [];
  // What the promotions panel needs of a preview: the banner or popup it forces onto the page.
  const previewing = preview ? { 'data-preview': preview.promotion ? `${preview.promotion.kind}:${preview.promotion.slug}` : '' } : {};
  globalStyles();
  visitorConditionStyles();
  heldButtonStyles();
  return (
    // The server writes the visitor's conditions on <html> (data-visitor); React leaves them be.
    <html lang={locale} suppressHydrationWarning {...previewing}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <script dangerouslySetInnerHTML={{ __html: STORAGE_FALLBACK_SCRIPT }} />
        {/* Google Consent Mode v2 default, before any tag (denied where the server says consent is required). */}
        <script dangerouslySetInnerHTML={{ __html: CONSENT_DEFAULT_SCRIPT }} />
        {/* The page's controls work from their first paint: what is done before the scripts start is kept for them. */}
        <script dangerouslySetInnerHTML={{ __html: EARLY_INPUT_SCRIPT }} />
        {/*
          The text font is fetched with the HTML, not when the CSS asks for it, so the first paint
          already uses it: a late swap from the fallback font moved every line (CLS 0.02–0.04).
        */}
        <link rel="preload" href={nunitoLatin} as="font" type="font/woff2" crossOrigin="anonymous" />
        {LOCALE_FACTS[locale].script === 'cyrillic' && <link rel="preload" href={nunitoCyrillic} as="font" type="font/woff2" crossOrigin="anonymous" />}
        {/*
          The @font-face rules inline, not as a stylesheet: React hoists the script preloads above any
          <link rel="stylesheet"> in <head>, so a 1.5 KiB render-blocking file waited behind them.
        */}
        <style dangerouslySetInnerHTML={{ __html: FONT_FACES }} />
        <link rel="icon" href="/favicon.ico" sizes="32x32" />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        <link rel="apple-touch-icon" href="/apple-touch-icon.png" />
        <link rel="manifest" href="/site.webmanifest" />
        <meta name="theme-color" content={PALETTE.Purple} />
        {campaign && (
          <>
            {/* The campaign's window: the server and the edge decide from it who is offered it now (pricing/offers.ts). */}
            <meta name="campaign" content={`${campaign.startsAt} ${campaign.endsAt}`} />
            <script dangerouslySetInnerHTML={{ __html: OFFER_END_SCRIPT }} />
          </>
        )}
        {/* What shows each experiment's elements to their variant only, before paint (domain/experiments). */}
        {experiments.length > 0 && <style dangerouslySetInnerHTML={{ __html: experimentStyles(experiments) }} />}
        <Meta />
        <Links />
      </head>
      <body>
        {children}
        {/* The experiments running here: the server and the edge assign the visitor from them (domain/experiments/in-page.ts). */}
        {experiments.length > 0 && <script type="application/json" data-experiments="" dangerouslySetInnerHTML={{ __html: experimentsData(experiments) }} />}
        {/*
          No React Router scripts and no <ScrollRestoration>: every link loads its page, so the
          browser has no router to run and restores scroll itself. A page's scripts are its
          islands' (islands/island.tsx), started after the first paint by prerender/islands-pages.ts.
        */}
      </body>
    </html>
  );
}

const SkipLinkAnchor = styled('a', {
  position: 'absolute',
  insetInlineStart: '$3',
  top: '$3',
  zIndex: '$toast',
  padding: '$2 $4',
  borderRadius: '$pill',
  backgroundColor: '$accent',
  color: '$textOnAccent',
  fontWeight: '$bold',
  transform: 'translateY(-200%)',
  '&:focus': { transform: 'none', focusRing: true },
});

/** The first stop of the keyboard: past the header, to the page's own content (#main). */
function SkipLink() {
  const { locale } = splitLocale(useLocation().pathname);
  return <SkipLinkAnchor href="#main">{MESSAGES[locale].skipToContent}</SkipLinkAnchor>;
}

export default function App() {
  const { locale, header, footer, year, builtAt, cmsUrl, preview, experiments } = useLoaderData<typeof loader>();
  const pathname = usePagePath();
  // The page's promotions come with its own route's data (decided when it was prerendered).
  const promotions = (useMatches().at(-1)?.loaderData as { promotions?: PagePromotions } | undefined)?.promotions ?? NO_PROMOTIONS;
  const top = promotions.banners.filter((placed) => placed.kind !== 'app');
  const docked = promotions.banners.filter((placed) => placed.kind === 'app');
  // A preview's popup opens at once (the CMS's Preview).
  const forcedPopup = preview?.promotion?.kind === 'popup' ? promotions.popups.find((popup) => popup.slug === preview.promotion!.slug)?.type : undefined;
  // The CMS header's `footer` parameter (spec §2) turns the page footer off, as on a funnel page.
  const footerShown = footer !== null && header?.footer !== false;
  const footerView = { locale, pathname, year };
  return (
    <>
      <SkipLink />
      {preview && <PreviewBar preview={preview} />}
      <Island island={headerIsland} props={{ locale, pathname, header: header && headerForIsland(header), builtAt, cmsUrl, experiments: headerExperiments(experiments, header) }} />
      {top.length > 0 && <Island island={topBannersIsland} props={{ banners: top, locale, builtAt, pricing: promotions.pricing }} />}
      <Outlet />
      {/* After the page's content: the headline and its action come first in the first round trip
          (issue 63); the timer, invisible until this runs, keeps its room meanwhile. */}
      {top.some((placed) => placed.banner.timer) && <script dangerouslySetInnerHTML={{ __html: COUNTDOWN_PAINT_SCRIPT }} />}
      {footerShown && (
        <>
          <div {...{ [BUILT_FOOTER_ATTRIBUTE]: '' }}>
            <Footer footer={footer} {...footerView} />
          </div>
          <Island island={footerIsland} props={{ ...footerView, builtAt, cmsUrl }} />
        </>
      )}
      {docked.length > 0 && <Island island={dockedBannersIsland} props={{ banners: docked, locale }} />}
      <Island island={consentIsland} props={{ locale }} />
      <PageReads />
      {promotions.popups.length > 0 && (
        // The store links only where a QR popup may give way to its store button.
        <Island
          island={popupsIsland}
          props={{
            promotions,
            locale,
            pathname,
            storeLinks: footer && promotions.popups.some((popup) => popup.type === 'qr') ? storeLinksOf(footer) : {},
            ...(forcedPopup ? { forced: forcedPopup } : {}),
          }}
        />
      )}
    </>
  );
}

export function ErrorBoundary({ error }: { error: unknown }) {
  const { locale } = splitLocale(useLocation().pathname);
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundPage />;
  const text = ERROR_PAGE[locale];
  return (
    <main>
      <h1>{text.title}</h1>
      <p>{text.text}</p>
    </main>
  );
}
