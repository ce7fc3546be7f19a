// One page for one visitor, decided once for the Node server (app.ts) and the edge Worker
// (edge/worker.ts): the visitor's geo, conditions, offer, split variants and level-test tallies
// written in, the identifier cookie a new visitor is given, and the page's policy with a nonce of
// the response's own. The two wrote it each in their own words and drifted (issue 59: behind the
// Worker a wrong password showed no message); what is left to each is where the page comes from,
// how a copy is kept (the server's compressed variants, the edge's ETags) and how a session is known.
import { visitorIdCookie, visitorIdentity } from '../domain/analytics/collect.ts';
import { withTagManagerMeta, withTagManagerPolicy } from '../domain/analytics/tag-manager.ts';
import * as v from 'valibot';
import { experimentsIn, PageExperimentSchema } from '../domain/experiments/in-page.ts';
import { SKILL_MARKS, SKILLS_QUERY, skillsFromQuery, skillsInto, skillsQueryValue } from '../domain/level-test/result-skills.ts';
import { campaignWindowIn } from '../domain/pricing/offers.ts';
import { hasTimetable, TIMETABLE_STEP_MS, timetableInto } from '../domain/classes/timetable.ts';
import { asksDirectory, DIRECTORY_MARK, directoryZoneInto } from '../domain/tutoring/directory.ts';
import { asksFaq, FAQ_SEARCH_MARK } from '../domain/content/faq-search.ts';
import { asksPractice, PRACTICE_MARK } from '../domain/words/practice.ts';
import { visitorTimeZone } from '../domain/visitor/time-zone.ts';
import { applyVisitorMarks, geoFromHeaders, pageVary, type GeoSource } from '../domain/visitor/geo.ts';
import { pageMarks, type PageFacts } from '../domain/visitor/page-marks.ts';
import { inlineHashes, nonceTiming, policyOf, type InlineHashes, type PagePolicy } from './security.ts';

/** What a page's answers depend on besides its HTML, read once per page body, never per request. */
export interface ServedFacts extends PageFacts {
  /** It shows a level test's result by skill (its link's tallies are written in). */
  skillBreakdown: boolean;
  /** It lists the tutors' directory: a query that asks it is rendered for (domain/tutoring/directory.ts). Absent in facts stored before it. */
  directory?: boolean;
  /** It shows a timetable of classes: the serve step dates it on the visitor's clock (domain/classes/timetable.ts). Absent in facts stored before it. */
  timetable?: boolean;
  /** It holds the help center: a search (`?q=`) is rendered for (domain/content/faq-search.ts). Absent in facts stored before it. */
  faqSearch?: boolean;
  /** It holds a word's practice: its answers in the query (`?a1=…`) are rendered scored (domain/words/practice.ts). Absent in facts stored before it. */
  practice?: boolean;
}

export interface ServedPage {
  html: string;
  facts: StoredFacts;
  /** Its Content-Security-Policy, from the hashes of its own inline scripts and styles. */
  policy: PagePolicy;
}

/** A page body's facts: the campaign it was built with, the experiments it runs, whether it shows a result by skill. */
export const servedFactsOf = (html: string): ServedFacts => ({
  campaign: campaignWindowIn(html),
  experiments: experimentsIn(html),
  skillBreakdown: html.includes(`${SKILL_MARKS.section}=""`),
  directory: html.includes(`${DIRECTORY_MARK}=""`),
  timetable: hasTimetable(html),
  faqSearch: html.includes(`${FAQ_SEARCH_MARK}=""`),
  practice: html.includes(`${PRACTICE_MARK}=""`),
});

/**
 * The list on the page a URL's query asks for, which is rendered for that query (server/app.ts),
 * behind the edge too (edge/worker.ts asks the instances for it): the tutors' directory filtered,
 * sorted or longer, the help center searched, or a word's practice answered; null when the query
 * asks none of them (a campaign's tags, a stray parameter): the page as built.
 */
export function listAsked(facts: Pick<ServedFacts, 'directory' | 'faqSearch' | 'practice'>, query: URLSearchParams): 'directory' | 'faq' | 'practice' | null {
  if (facts.directory && asksDirectory(query)) return 'directory';
  if (facts.faqSearch && asksFaq(query)) return 'faq';
  if (facts.practice && asksPractice(query)) return 'practice';
  return null;
}

/** What is kept beside a page's HTML in the store (issue 61): its facts and its inline code's hashes, read once when it is written. */
export interface StoredFacts extends ServedFacts {
  hashes: InlineHashes;
}

export const storedFactsOf = (html: string): StoredFacts => ({ ...servedFactsOf(html), hashes: inlineHashes(html) });

/** A page ready to serve from its HTML and the facts kept beside it: nothing read from the HTML again. */
export const servedPage = (html: string, facts: StoredFacts, cmsOrigins: readonly string[]): ServedPage => ({ html, facts, policy: policyOf(facts.hashes, cmsOrigins) });

/**
 * A raw page from an instance (RAW_PAGE_HEADER) carries its stored facts in this header, so the
 * edge takes them as the store has them; a page from the static build has none, and the edge reads
 * its HTML once per body.
 */
export const PAGE_FACTS_HEADER = 'x-page-facts';

const hashList = v.array(v.string());
const StoredFactsSchema = v.object({
  campaign: v.nullable(v.object({ startsAt: v.number(), endsAt: v.number() })),
  experiments: v.array(PageExperimentSchema),
  skillBreakdown: v.boolean(),
  directory: v.optional(v.boolean()),
  timetable: v.optional(v.boolean()),
  faqSearch: v.optional(v.boolean()),
  practice: v.optional(v.boolean()),
  hashes: v.object({ scripts: hashList, styles: hashList, attributes: hashList }),
});

/** The header's value (percent-encoded JSON: a header is ASCII). */
export const factsHeader = (facts: StoredFacts) => encodeURIComponent(JSON.stringify(facts));

/** The facts a header carries, or null when it has none or none that are whole. */
export function factsFromHeader(value: string | null): StoredFacts | null {
  if (!value) return null;
  try {
    const parsed = v.safeParse(StoredFactsSchema, JSON.parse(decodeURIComponent(value)));
    return parsed.success ? parsed.output : null;
  } catch {
    return null;
  }
}

export interface Visit {
  headers: Headers;
  query: URLSearchParams;
  /** The one CDN whose geo headers are believed. */
  geoSource: GeoSource;
  /** The server checks the session; the edge, which cannot, goes by the cookie's presence. */
  isSignedIn: boolean;
  /** When the page's campaign and experiments are decided. */
  now: number;
  /** The identifier cookie is Secure over HTTPS. */
  https: boolean;
  /** A Google Tag Manager container the page loads (domain/analytics/tag-manager.ts). */
  tagManager?: string;
}

export interface Personalised {
  /** What this visitor's copy depends on besides the page: two visits with one key get one body. */
  variant: string;
  body(): string;
  /** What every answer with this copy carries, a 304 too. */
  headers: { 'content-type': string; 'cache-control': string; vary: string };
  /** A new visitor's identifier, to go with the answer. */
  setCookie: string | null;
  /** The page's policy and its Server-Timing entry, for this response's nonce (never in a 304). */
  policyHeaders(nonce: string): { 'content-security-policy': string; 'server-timing': string };
}

export function personalise(page: ServedPage, visit: Visit): Personalised {
  const geo = geoFromHeaders(visit.headers, visit.geoSource);
  const identity = visitorIdentity(geo.country, visit.headers.get('cookie') ?? '');
  const marks = pageMarks(page.facts, { geo, isSignedIn: visit.isSignedIn, visitorId: identity?.id, query: visit.query, now: visit.now });
  // A level test's result by skill, from its link (only the result pages read it).
  const tallies = page.facts.skillBreakdown ? skillsFromQuery(visit.query.get(SKILLS_QUERY)) : null;
  const { tagManager } = visit;
  // A timetable's dates on the visitor's clock, the same for everyone in a zone for a few minutes.
  const timetable = page.facts.timetable ? { zone: visitorTimeZone(geo), at: visit.now - (visit.now % TIMETABLE_STEP_MS) + TIMETABLE_STEP_MS } : null;
  // The tutors' directory reads the days and times a visitor ticks on their zone, which its form carries.
  const directoryZone = page.facts.directory ? visitorTimeZone(geo) : null;
  return {
    variant: `${marks.geo} ${marks.tokens} ${tallies ? skillsQueryValue(tallies) : ''}${timetable ? ` ${timetable.zone} ${timetable.at}` : ''}${directoryZone ? ` ${directoryZone}` : ''}`,
    body: () => {
      const marked = skillsInto(applyVisitorMarks(page.html, marks), tallies);
      const dated = timetable ? timetableInto(marked, timetable.zone, timetable.at) : marked;
      const html = directoryZone ? directoryZoneInto(dated, directoryZone) : dated;
      return tagManager ? withTagManagerMeta(html, tagManager) : html;
    },
    headers: { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-cache', vary: pageVary(visit.geoSource) },
    setCookie: identity?.setCookie ? visitorIdCookie(identity.id, visit.https) : null,
    policyHeaders: (nonce) => {
      const policy = page.policy(nonce);
      return { 'content-security-policy': tagManager ? withTagManagerPolicy(policy, nonce) : policy, 'server-timing': nonceTiming(nonce) };
    },
  };
}
