import { useState } from 'react';
import { styled } from '../../../../design-system/stitches.config.ts';
import type { InterruptionBudget } from '../../../../domain/promotions/budget.ts';
import type { PromotionMemory, PromotionVisitor, Reason, Verdict } from '../../../../domain/promotions/decide.ts';
import { explainReason, utcTime, VERDICT_WORDS } from '../../../../domain/promotions/explain.ts';
import { CLOCK_CHOICES, VISIT_CHOICES, type Simulation } from '../simulation.ts';

export interface DebugRow {
  /** Where it shows: a banner's slot, `popup`, or `offer` for a timer call-to-action. */
  place: string;
  /** Its kind (a banner's or popup's) or the countries of an offer. */
  kind: string;
  slug: string;
  verdict: Verdict;
  reason: Reason | { rule: 'note'; text: string };
  /** This row is what the page's own popup host decided (live), not the panel's reading of the CMS. */
  live?: boolean;
}

export interface PurePromotionsDebugProps {
  url: string;
  locale: string;
  visitor: PromotionVisitor;
  memory: PromotionMemory;
  budget: InterruptionBudget;
  rows: readonly DebugRow[];
  /** What could not be read (the CMS down): the rows are then those the page was built with. */
  problem?: string | null;
  /** In a preview from the CMS: the visitor and the moment the rows are decided for, as the editor picks them. */
  simulation?: {
    choice: Simulation;
    onChange: (choice: Simulation) => void;
    /** The previewed banner or popup has a schedule: the clock can be moved around it. */
    hasSchedule: boolean;
    /** The same preview in each locale. */
    locales: readonly { locale: string; href: string }[];
    /** The moment decided for, when it is not now. */
    at: number | null;
    /** The previewed popup, closed, opens again. */
    onShowAgain?: (() => void) | undefined;
  };
}

const Panel = styled('aside', {
  position: 'fixed',
  insetInlineStart: '$2',
  bottom: '$2',
  zIndex: '$toast',
  width: 'min(720px, calc(100vw - $space$4))',
  maxHeight: '50vh',
  overflow: 'auto',
  padding: '$3 $4',
  borderRadius: '$lg',
  backgroundColor: '$text',
  color: '$surface',
  boxShadow: '$lg',
  textPreset: 'small',
  '& h2': { margin: 0, textPreset: 16, fontWeight: '$bold' },
  '& table': { width: '100%', borderCollapse: 'collapse', marginTop: '$2' },
  '& th, & td': { padding: '$1 $2', textAlign: 'start', verticalAlign: 'top', borderBlockStart: '1px solid rgba(255, 255, 255, 0.2)' },
  '& td[data-verdict]': { whiteSpace: 'nowrap' },
  // A phone has room for the record, the decision and the reason: where and kind are in the record's name.
  '@xs': { '& th:nth-child(-n+2), & td:nth-child(-n+2)': { display: 'none' } },
  '& [data-verdict=show]': { color: '#8ef0b4' },
  '& [data-verdict=wait]': { color: '#ffd37a' },
  '& [data-verdict=hide]': { color: '#ffb0b0' },
  '& dl': { display: 'grid', gridTemplateColumns: 'auto 1fr', gap: '0 $3', margin: '$2 0 0' },
  '& dd': { margin: 0 },
  '& fieldset': { display: 'flex', flexWrap: 'wrap', gap: '$2 $4', margin: '$2 0 0', padding: '$2 $3', border: '1px solid rgba(255, 255, 255, 0.4)', borderRadius: '$md' },
  '& legend': { paddingInline: '$1', fontWeight: '$bold' },
  '& label': { display: 'inline-flex', alignItems: 'center', gap: '$1' },
  '& input:not([type=checkbox]), & select': { font: 'inherit', color: '$text', backgroundColor: '$surface', border: 0, borderRadius: '$sm', padding: '2px $1' },
  '& input[size]': { width: 'auto' },
  '& a': { color: 'inherit' },
  '& button': { all: 'unset', cursor: 'pointer', textDecoration: 'underline', '&:focus-visible': { outline: '2px solid currentColor', outlineOffset: 2 } },
});

/** In a preview, under the previewed popup (it is modal: close it to use the panel). */
const PREVIEW_PANEL = { zIndex: '$popup' } as const;

const Head = styled('div', { display: 'flex', justifyContent: 'space-between', alignItems: 'baseline', gap: '$3' });

const seconds = (ms: number) => `${Math.round(ms / 1000)} s`;

/**
 * `?debug=promotions`: every promotion considered for this page and visitor, and the rule that
 * decided. Read-only: it sends no analytics and writes no dismissal. In English, like the CMS.
 */
function SimulationForm({ choice, onChange, hasSchedule, locales, onShowAgain }: NonNullable<PurePromotionsDebugProps['simulation']>) {
  const set = <K extends keyof Simulation>(key: K) => (value: Simulation[K]) => onChange({ ...choice, [key]: value });
  return (
    <fieldset>
      <legend>Simulate</legend>
      <label>
        Country <input size={3} maxLength={2} placeholder="DE" value={choice.country} onChange={(event) => set('country')(event.target.value)} />
      </label>
      <label>
        Region <input size={3} maxLength={3} placeholder="CA" value={choice.region} onChange={(event) => set('region')(event.target.value)} />
      </label>
      <label>
        <input type="checkbox" checked={choice.signedIn} onChange={(event) => set('signedIn')(event.target.checked)} /> Signed in
      </label>
      <label>
        Visit{' '}
        <select value={choice.visit} onChange={(event) => set('visit')(event.target.value as Simulation['visit'])}>
          {Object.entries(VISIT_CHOICES).map(([value, label]) => (
            <option key={value} value={value}>
              {label}
            </option>
          ))}
        </select>
      </label>
      <label>
        Clock{' '}
        <select value={choice.clock} disabled={!hasSchedule} onChange={(event) => set('clock')(event.target.value as Simulation['clock'])}>
          {Object.entries(CLOCK_CHOICES).map(([value, label]) => (
            <option key={value} value={value}>
              {label}
            </option>
          ))}
        </select>
      </label>
      {onShowAgain && (
        <button type="button" onClick={onShowAgain}>
          Show the popup again
        </button>
      )}
      {locales.length > 0 && (
        <span>
          Locale:{' '}
          {locales.map(({ locale, href }, index) => (
            <span key={locale}>
              {index > 0 && ' · '}
              <a href={href}>{locale}</a>
            </span>
          ))}
        </span>
      )}
    </fieldset>
  );
}

export function PurePromotionsDebug({ url, locale, visitor, memory, budget, rows, problem, simulation }: PurePromotionsDebugProps) {
  const [open, setOpen] = useState(true);
  const device = [visitor.phone ? 'phone-sized screen' : 'wide screen', visitor.touch ? 'touch' : 'pointer', visitor.largeScreen ? 'large (md+)' : null].filter(Boolean).join(', ');
  const dismissed = Object.entries(memory.dismissed).map(([kind, until]) => `${kind} (${until === 'session' ? 'this session' : `until ${utcTime(until)}`})`);
  return (
    <Panel aria-label="Promotions debug" data-promotions-debug="" css={simulation ? PREVIEW_PANEL : undefined}>
      <Head>
        <h2>Promotions on {url}</h2>
        <button type="button" aria-expanded={open} onClick={() => setOpen(!open)}>
          {open ? 'Hide' : 'Show'}
        </button>
      </Head>
      {open && (
        <>
          <dl>
            <dt>Visitor</dt>
            <dd>
              {visitor.country ?? 'country unknown'}, locale {locale}, {visitor.signedIn ? 'signed in' : 'anonymous'}, {device}
            </dd>
            <dt>Visit</dt>
            <dd>
              began {utcTime(memory.visit.startedAt)}
              {memory.visit.fromSearch ? ', from a search engine' : ''}; popups shown before this page: {memory.shownThisSession} this session, {memory.shownThisWeek} in 7 days
            </dd>
            <dt>Budget</dt>
            <dd>
              {budget.perPageView} a page view, {budget.perSession} a session, {budget.perWeek} a week; quiet for {seconds(budget.quietAfterSearchOnPhoneMs)} after a phone arrives from search
            </dd>
            <dt>Remembered</dt>
            <dd>
              {dismissed.length ? `closed: ${dismissed.join(', ')}` : 'nothing closed'}
              {memory.subscribed ? '; subscribed' : ''}
            </dd>
          </dl>
          {simulation && <SimulationForm {...simulation} />}
          {simulation?.at && <p>Decided for {utcTime(simulation.at)}: the page's countdowns run at that moment too.</p>}
          {problem && <p role="status">{problem}</p>}
          <table>
            <thead>
              <tr>
                <th scope="col">Where</th>
                <th scope="col">Kind</th>
                <th scope="col">Record</th>
                <th scope="col">Decision</th>
                <th scope="col">Why</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={`${row.place}:${row.slug}`} data-slug={row.slug}>
                  <td>{row.place}</td>
                  <td>{row.kind}</td>
                  <td>{row.slug}</td>
                  <td data-verdict={row.verdict}>{VERDICT_WORDS[row.verdict]}</td>
                  <td>
                    {row.reason.rule === 'note' ? row.reason.text : explainReason(row.reason)}
                    {row.live ? ' (live)' : ''}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </>
      )}
    </Panel>
  );
}
