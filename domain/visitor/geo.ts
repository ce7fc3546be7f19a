import { normaliseCountry, normaliseRegion } from '../countries.ts';
import { escapeHtml } from '../html-escape.ts';
import { visitorTokens, type VisitorCondition } from '../rules/visitor-conditions.ts';
import { MARKET_IDS, type Market } from '../pricing/markets.ts';

export interface VisitorGeo {
  country: string | null;
  region: string | null;
}

/**
 * The CDNs we may sit behind, each with its country and region headers. One is read per
 * deployment (GEO_SOURCE, server/boot.ts; the edge Worker is Cloudflare's): the others are what
 * any client can send (issue 59: `CF-IPCountry: US` beside the CDN's `CloudFront-Viewer-Country:
 * DE` skipped the EU's consent rule).
 */
export const GEO_SOURCES = {
  cloudflare: { country: 'CF-IPCountry', region: 'CF-Region-Code' },
  cloudfront: { country: 'CloudFront-Viewer-Country', region: 'CloudFront-Viewer-Country-Region' },
  vercel: { country: 'X-Vercel-IP-Country', region: 'X-Vercel-IP-Country-Region' },
  /** No CDN says where the visitor is (an instance reached directly): every visitor's country is unknown. */
  none: null,
} as const;
export type GeoSource = keyof typeof GEO_SOURCES;

/**
 * What a personalised page varies by: the geo headers it is read from (issue #41: a cache must not
 * serve one country's page to another) and the cookies (session, the visitor's identifier for the
 * experiments).
 */
export const pageVary = (source: GeoSource) => {
  const headers = GEO_SOURCES[source];
  return [...(headers ? [headers.country, headers.region] : []), 'Cookie'].join(', ');
};

type HeaderSource = Headers | Record<string, string | string[] | undefined>;

function header(headers: HeaderSource, name: string): string | undefined {
  if (typeof (headers as Headers).get === 'function') return (headers as Headers).get(name) ?? undefined;
  const record = headers as Record<string, string | string[] | undefined>;
  const key = Object.keys(record).find((candidate) => candidate.toLowerCase() === name.toLowerCase());
  const value = key === undefined ? undefined : record[key];
  return Array.isArray(value) ? value[0] : value;
}

/** The visitor's country and region from the deployment's CDN's headers; absent or malformed is unknown. */
export function geoFromHeaders(headers: HeaderSource, source: GeoSource): VisitorGeo {
  const names = GEO_SOURCES[source];
  if (!names) return { country: null, region: null };
  const country = normaliseCountry(header(headers, names.country));
  return { country, region: country ? normaliseRegion(header(headers, names.region)) : null };
}

const VISITOR_META = 'visitor-geo';

/**
 * What the server writes into a page for this visitor: the geo for scripts, the conditions for
 * the CSS. Two visitors with the same marks get the same page (server/page-variants.ts keys on them).
 */
export interface VisitorMarks {
  /** The visitor-geo <meta>'s content ("US-CA", "DE", "" when unknown). */
  geo: string;
  /** <html data-visitor>'s tokens (rules/visitor-conditions.ts), space-separated. */
  tokens: string;
}

export function visitorMarks(
  geo: VisitorGeo,
  {
    isSignedIn = false,
    experimentTokens = [],
    extraConditions = [],
    offerLive = false,
  }: {
    isSignedIn?: boolean;
    /** The visitor's variants of the page's experiments (domain/experiments/assignment.ts), after every condition. */
    experimentTokens?: readonly string[];
    extraConditions?: readonly VisitorCondition[];
    /** The page's campaign runs and this visitor may take it (pricing/offers.ts offerLiveFor). */
    offerLive?: boolean;
  } = {},
): VisitorMarks {
  return {
    geo: `${geo.country ?? ''}${geo.region ? `-${geo.region}` : ''}`,
    tokens: [...visitorTokens({ ...geo, isSignedIn }, offerLive), ...extraConditions, ...experimentTokens].join(' '),
  };
}

/**
 * Puts what the server knows of the visitor into the HTML it sends, so the page is right in its
 * first paint: the geo in a <meta> (a strict CSP allows it, unlike an inline script) for scripts,
 * and the visitor's conditions on <html data-visitor> for the CSS that shows or hides the
 * variants of the footer and header (rules/visitor-conditions.ts).
 */
export function applyVisitorMarks(html: string, { geo, tokens }: VisitorMarks): string {
  const tag = `<meta name="${VISITOR_META}" content="${escapeHtml(geo)}">`;
  const withMeta = html.includes('</head>') ? html.replace('</head>', `${tag}</head>`) : `${tag}${html}`;
  return withMeta.replace(/<html(?=[\s>])/, `<html data-visitor="${escapeHtml(tokens)}"`);
}

export const injectGeo = (html: string, geo: VisitorGeo, options?: Parameters<typeof visitorMarks>[1]): string =>
  applyVisitorMarks(html, visitorMarks(geo, options));

/** Reads what injectGeo wrote; anything else is unknown. */
export function readGeo(documentLike: Pick<Document, 'querySelector'>): VisitorGeo {
  const content = documentLike.querySelector(`meta[name="${VISITOR_META}"]`)?.getAttribute('content') ?? '';
  const [country, region] = content.split('-');
  const code = normaliseCountry(country);
  return { country: code, region: code ? normaliseRegion(region) : null };
}

/** The tokens the server wrote on <html data-visitor> (conditions, experiments' variants), in the browser. */
export const visitorTokensOnPage = (): string[] => (document.documentElement.dataset.visitor ?? '').split(' ').filter(Boolean);

/** The market the server named for the visitor (pricing/markets.ts), in the browser; `default` when it named none. */
export const marketOnPage = (): Market => MARKET_IDS.find((market) => visitorTokensOnPage().includes(`market-${market}`)) ?? 'default';

/** True when the server said the visitor meets `condition` (e.g. `consent`: must be asked). */
export const pageVisitorHas = (condition: VisitorCondition): boolean => visitorTokensOnPage().includes(condition);
