// A component's states side by side, one story per component ("States"): rows are its variants,
// columns its states. Interaction states are forced (`data-force-state`, which every state
// selector of interaction-styles.ts also matches), so they show on a docs page and in one
// snapshot; the story's play then drives the real states and checks each looks exactly like its
// forced cell (expectForcedStatesToMatchReal), so the matrix cannot drift from the component.
import type { Decorator } from '@storybook/react-vite';
import type { ReactNode } from 'react';
import { FORCE_STATE_ATTRIBUTE, type InteractionState } from './interaction-styles.ts';
import { expectForcedStatesToMatchReal } from './story-helpers.ts';
import { styled } from './stitches.config.ts';

export interface MatrixColumn<Args> {
  label: string;
  /** An interaction state, forced. */
  force?: InteractionState;
  /** Or a static state, as props (disabled, loading, error). */
  args?: Partial<Args>;
}

export interface MatrixRow<Args> {
  label: string;
  args?: Partial<Args>;
}

/** Default, hover, focus visible, pressed: the columns every pressable control has. */
export const INTERACTION_COLUMNS = [
  { label: 'Default' },
  { label: 'Hover', force: 'hover' },
  { label: 'Focus visible', force: 'focus' },
  { label: 'Pressed', force: 'pressed' },
] as const satisfies readonly MatrixColumn<never>[];

/**
 * The play of every States story: each real state against its forced cell. Not on docs pages,
 * where the matrix is there to be looked at and frames compete for focus.
 */
export const playStates = ({ canvasElement, viewMode }: { canvasElement: HTMLElement; viewMode: string }) =>
  viewMode === 'docs' ? undefined : expectForcedStatesToMatchReal(canvasElement);

/** Parameters of a States story: laid out from the start edge (a centred wide table would be
 * cut on both sides of a docs page), a snapshot wide enough for every column; `stateMatrix`
 * tells a file's width decorator (narrowUnlessMatrix) to leave the matrix its room. */
export const STATES_VISUAL = { layout: 'padded', visual: { widths: [1600], fullPage: true }, stateMatrix: true } as const;

/** A file's decorator for phone-width stories (forms): 360 px, except for its state matrix. */
export const narrowUnlessMatrix: Decorator = (Story, { parameters }) =>
  parameters.stateMatrix ? Story() : <div style={{ width: 360 }}>{Story()}</div>;

// The matrix keeps its natural width (a control squeezed into a narrow column would break its
// label letter by letter) and scrolls sideways, from its start, where the page is narrower.
const Scroller = styled('div', { width: '100%', overflowX: 'auto' });

const Table = styled('table', {
  width: 'max-content',
  borderCollapse: 'separate',
  // Room for a focus ring (3 px at 2 px) and a halo between neighbours.
  borderSpacing: '$space$5',
  color: '$text',
  '& th': { textPreset: 'small', fontWeight: '$bold', color: '$textMuted', textAlign: 'start', whiteSpace: 'nowrap' },
  '& td': { minWidth: 88, verticalAlign: 'middle' },
});

export function StateMatrix<Args>({
  rows,
  columns,
  render,
  label,
}: {
  rows: readonly MatrixRow<Args>[];
  columns: readonly MatrixColumn<Args>[];
  render: (args: Partial<Args>) => ReactNode;
  /** Names the table, e.g. "Button states". */
  label: string;
}) {
  return (
    <Scroller>
      <Table data-state-matrix="" aria-label={label}>
        <thead>
          <tr>
            <td />
            {columns.map((column) => (
              <th key={column.label} scope="col">
                {column.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.label}>
              <th scope="row">{row.label}</th>
              {columns.map((column) => (
                <td key={column.label} data-column={column.label} {...(column.force ? { [FORCE_STATE_ATTRIBUTE]: column.force } : {})}>
                  {render({ ...row.args, ...column.args })}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </Table>
    </Scroller>
  );
}
