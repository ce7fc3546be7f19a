// The local service answers every contract query as the real Strapi did when it was recorded
// (npm run test:contract -- --record against `npm run cms`); CI also runs the same cases
// against a real Strapi started from cms/.
import { CONTRACT_CASES } from './cases.ts';
import { KNOWN_DIFFERENCES, localFetcher, readRecorded, runContract } from './contract.ts';

const recorded = readRecorded();

describe(`the local service against Strapi ${recorded.strapi} (${recorded.database})`, async () => {
  const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
  const results = await runContract(localFetcher(), recorded);
  warn.mockRestore();

  it('has a recorded answer for every case, and no stale ones', () => {
    expect(CONTRACT_CASES.filter((contractCase) => !recorded.answers[contractCase.path]).map((contractCase) => contractCase.path)).toEqual([]);
    expect(Object.keys(recorded.answers).filter((path) => !CONTRACT_CASES.some((contractCase) => contractCase.path === path))).toEqual([]);
  });

  it.each(results.map((result) => [result.case.name, result] as const))('%s', (_name, result) => {
    if (result.known) expect(result.answer, `listed as different: ${result.known}`).not.toEqual(result.recorded);
    else expect(result.answer).toEqual(result.recorded);
  });

  it('lists differences only for cases that exist', () => {
    for (const path of Object.keys(KNOWN_DIFFERENCES)) expect(CONTRACT_CASES.map((contractCase) => contractCase.path)).toContain(path);
  });
});
