// Runs the contract cases against one server and compares each answer with the answer the
// real Strapi gave when the contract was recorded (answers/<collection>.<locale>.json).
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { handleCmsRequest } from '../../server/cms/handler.ts';
import { loadContent } from '../../server/cms/store.ts';
import { CONTRACT_CASES, type ContractCase } from './cases.ts';
import { normalise, sameAnswer, type Answer } from './normalise.ts';

export const RECORDED_DIR = join(import.meta.dirname, 'answers');

export interface Recorded {
  strapi: string;
  database: string;
  answers: Record<string, Answer>;
}

/** The file a case's answer is kept in: its collection and locale ("banners?…&locale=uk" → "banners.uk"). */
function fileOf(path: string): string {
  const [collection, query = ''] = path.split('?');
  const locale = new URLSearchParams(query).get('locale');
  return locale && /^[a-z]{2}$/.test(locale) ? `${collection}.${locale}` : collection!;
}

/** Every collection's recorded answers, as one. */
export function readRecorded(): Recorded {
  const files = readdirSync(RECORDED_DIR).filter((name) => name.endsWith('.json')).sort();
  const parts = files.map((name) => JSON.parse(readFileSync(join(RECORDED_DIR, name), 'utf8')) as Recorded);
  return { strapi: parts[0]?.strapi ?? 'none', database: parts[0]?.database ?? 'none', answers: Object.assign({}, ...parts.map((part) => part.answers)) as Record<string, Answer> };
}

/** Writes the answers one file per collection and locale, so that a reviewer reads one at a time. */
export function writeRecorded({ strapi, database, answers }: Recorded): number {
  rmSync(RECORDED_DIR, { recursive: true, force: true });
  mkdirSync(RECORDED_DIR, { recursive: true });
  const byCollection = new Map<string, [string, Answer][]>();
  for (const entry of Object.entries(answers)) byCollection.set(fileOf(entry[0]), [...(byCollection.get(fileOf(entry[0])) ?? []), entry]);
  for (const [collection, entries] of byCollection) {
    writeFileSync(join(RECORDED_DIR, `${collection}.json`), `${JSON.stringify({ strapi, database, answers: Object.fromEntries(entries) }, null, 1)}\n`);
  }
  return byCollection.size;
}

/**
 * Where the local service cannot answer as Strapi does, with the reason. Every entry must still
 * differ (the suite fails on one that has become the same, so the list stays true).
 */
export const KNOWN_DIFFERENCES: Record<string, string> = {};

/**
 * Where Strapi itself answers differently on another database than the one the answers were
 * recorded on. None: the site sends no query whose answer depends on Strapi's database.
 */
export const DATABASE_DEPENDENT: Record<string, string> = {};

export type Fetcher = (path: string) => Promise<{ status: number; body: unknown }>;

/**
 * The week the contract's content is loaded in: the seeds' own, so the campaign's dates are the
 * files' (server/cms/store.ts moves them to the current week otherwise). Strapi is seeded with the
 * same SEED_TODAY to record (docs/content.md) and in scripts/contract-strapi.mjs.
 */
export const CONTRACT_SEED_TODAY = '2026-11-23';

/** The local service in this process: the same handler `npm start` serves under /cms. */
export function localFetcher(): Fetcher {
  const store = loadContent(join(import.meta.dirname, '..', '..', 'content'), { today: Date.parse(CONTRACT_SEED_TODAY) });
  return async (path) => handleCmsRequest(store, 'GET', new URL(`/cms/api/${path}`, 'http://local.invalid'));
}

/** A Strapi (or any server) at `baseUrl`, e.g. http://127.0.0.1:1337. */
export function httpFetcher(baseUrl: string, token?: string): Fetcher {
  return async (path) => {
    const response = await fetch(`${baseUrl.replace(/\/+$/, '')}/api/${path}`, { headers: token ? { Authorization: `Bearer ${token}` } : {} });
    const text = await response.text();
    let body: unknown = text;
    try {
      body = JSON.parse(text);
    } catch {
      // not JSON: compared as text, and will differ
    }
    return { status: response.status, body };
  };
}

export interface CaseResult {
  case: ContractCase;
  answer: Answer;
  recorded: Answer | undefined;
  same: boolean;
  known: string | undefined;
  databaseDependent: string | undefined;
}

export async function runContract(fetcher: Fetcher, recorded: Recorded | null, cases: readonly ContractCase[] = CONTRACT_CASES): Promise<CaseResult[]> {
  const results: CaseResult[] = [];
  for (const contractCase of cases) {
    const answer = normalise(await fetcher(contractCase.path));
    const expected = recorded?.answers[contractCase.path];
    results.push({ case: contractCase, answer, recorded: expected, same: expected !== undefined && sameAnswer(answer, expected), known: KNOWN_DIFFERENCES[contractCase.path], databaseDependent: DATABASE_DEPENDENT[contractCase.path] });
  }
  return results;
}
