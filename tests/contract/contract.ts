// Runs the contract cases against one server and compares each answer with the answer the
// real Strapi gave when the contract was recorded (strapi-answers.json).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { handleCmsRequest } from '../../server/cms/handler.ts';
import { loadContent } from '../../server/cms/store.ts';
import { CONTRACT_CASES, type ContractCase } from './cases.ts';
import { normalise, sameAnswer, type Answer } from './normalise.ts';

export const RECORDED_FILE = join(import.meta.dirname, 'strapi-answers.json');

export interface Recorded {
  strapi: string;
  database: string;
  answers: Record<string, Answer>;
}

export const readRecorded = (): Recorded => JSON.parse(readFileSync(RECORDED_FILE, 'utf8')) as Recorded;

/**
 * Where the local service cannot answer as Strapi does, with the reason. Every entry must still
 * differ (the suite fails on one that has become the same, so the list stays true).
 */
const NUMBER_FILTER_400 =
  'Strapi 5.54 answers a bare 500 (its database layer throws on a number filter that is not a number); the local service answers 400 ValidationError, since the mistake is the client\'s (issue 21)';

export const KNOWN_DIFFERENCES: Record<string, string> = {
  'reviews?filters[rating][$eq]=abc': NUMBER_FILTER_400,
  'reviews?filters[rating][$eq]=': NUMBER_FILTER_400,
};

/**
 * Where Strapi itself answers differently on another database than the one the answers were
 * recorded on (SQLite, the default of `npm run cms`). The local service follows the recording.
 */
export const DATABASE_DEPENDENT: Record<string, string> = {
  'reviews?filters[rating][$gt]=4.5':
    'SQLite compares 4.5 with the integer column as a number (7 reviews); PostgreSQL refuses a decimal literal for an integer column, and Strapi answers 500',
};

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
