// Play-function steps shared by primitive stories: drive a state with real events, then wait
// until its styles have applied, read from the computed style rather than a timeout, so the
// snapshot never catches the control between two looks (issue #7).
import { expect, userEvent, waitFor } from 'storybook/test';

/** The properties interaction states change: colours, layers, rings, underlines. */
const LOOK = [
  'color',
  'background-color',
  'border-top-color',
  'border-bottom-color',
  'box-shadow',
  'outline-style',
  'outline-color',
  'outline-width',
  'text-decoration-line',
  'text-decoration-thickness',
  'opacity',
  'transform',
] as const;

/**
 * Visually hidden (a checkbox's native input, screen-reader text): it or an ancestor up to `root`
 * is clipped to a pixel, so nothing of it is seen.
 */
function isVisuallyHidden(node: Element, root: Element): boolean {
  for (let at: Element | null = node; at && at !== root.parentElement; at = at.parentElement) {
    const { width, height } = at.getBoundingClientRect();
    if (width <= 1 && height <= 1) return true;
  }
  return false;
}

/** How an element and everything visible inside it looks, as its computed style says. */
function lookOf(element: Element) {
  return [element, ...element.querySelectorAll('*')]
    .filter((node) => !isVisuallyHidden(node, element))
    .map((node) => {
      const style = getComputedStyle(node);
      return LOOK.map((property) => style.getPropertyValue(property)).join(';');
    })
    .join('\n');
}

const CONTROL = 'button, a[href], input, textarea, select';

/** The gate's real mouse (page coordinates) and Tab key: .storybook/test-runner.ts exposes them. */
type RealInput = (action: 'move' | 'down' | 'up' | 'tab', x?: number, y?: number) => Promise<void>;
const realInput = () => (globalThis as { __realInput?: RealInput }).__realInput;

/** The first element whose look differs, as "property: real ≠ matrix". */
function firstDifference(real: string, shown: string): string {
  const [a, b] = [real.split('\n'), shown.split('\n')];
  const index = a.findIndex((line, i) => line !== b[i]);
  if (index < 0) return 'same';
  const [x, y] = [a[index]!.split(';'), (b[index] ?? '').split(';')];
  return LOOK.map((property, i) => (x[i] === y[i] ? '' : `element ${index} ${property}: ${x[i]} ≠ ${y[i]}`)).filter(Boolean).join(', ');
}

/**
 * The play of a state matrix (story-state-matrix.tsx): in each row, drives the real hover, press
 * and keyboard focus on the control of its Default cell and expects it to look exactly like the
 * cell where that state is forced, and the forced cell to differ from Default. Leaves every
 * control at rest again, for the snapshot.
 */
export async function expectForcedStatesToMatchReal(canvasElement: HTMLElement) {
  const table = canvasElement.querySelector('[data-state-matrix]');
  if (!table) throw new Error('No state matrix in this story');
  for (const row of table.querySelectorAll('tbody tr')) {
    const cell = (column: string) => row.querySelector<HTMLElement>(`td[data-column="${column}"]`);
    const rest = cell('Default');
    const control = rest?.querySelector<HTMLElement>(CONTROL);
    if (!rest || !control) throw new Error('A state matrix row needs a Default cell with a control');
    const look = (element: HTMLElement) => lookOf(element.firstElementChild!);
    const name = row.querySelector('th')?.textContent ?? '';
    const atRest = look(rest);

    const mouse = realInput();
    const center = () => {
      control.scrollIntoView({ block: 'center', inline: 'center' });
      const box = control.getBoundingClientRect();
      return [box.left + box.width / 2, box.top + box.height / 2] as const;
    };
    type Step = [string, () => Promise<unknown>, () => Promise<unknown>];
    const states: Step[] = [
      // Hover and press through the gate's real mouse: native controls take their looks from :hover
      // and :active, which no synthetic event reaches. Without it (Storybook's own UI) only the
      // keyboard focus is checked.
      ...(mouse
        ? ([
            ['Hover', async () => mouse('move', ...center()), async () => mouse('move', 0, 0)],
            [
              'Pressed',
              async () => {
                await mouse('move', ...center());
                await mouse('down', ...center());
              },
              // Let go away from the control, so no press happens (a link would navigate).
              async () => {
                await mouse('move', 0, 0);
                await mouse('up', 0, 0);
              },
            ],
          ] satisfies Step[])
        : []),
      [
        'Focus visible',
        async () => {
          // Keyboard focus: Tab from the top of the document until the control has it.
          (canvasElement.ownerDocument.activeElement as HTMLElement | null)?.blur();
          // The real key where there is one: after a real mouse press, Chrome shows no focus ring
          // for focus moved by a script.
          const tab = mouse ? () => mouse('tab') : () => userEvent.tab();
          for (let step = 0; step < 100 && canvasElement.ownerDocument.activeElement !== control; step++) await tab();
          await expect(control).toHaveFocus();
        },
        async () => control.blur(),
      ],
    ];
    for (const [column, act, undo] of states) {
      const forced = cell(column);
      if (!forced) continue;
      await expect(look(forced), `${name}: ${column} looks like Default`).not.toBe(atRest);
      await act();
      await waitFor(() => {
        const [real, shown] = [look(rest), look(forced)];
        expect(real, `${name}: the real ${column.toLowerCase()} state differs from the matrix: ${firstDifference(real, shown)}`).toBe(shown);
      });
      await undo();
      await waitFor(() => expect(look(rest), `${name}: ${column} did not come back to rest`).toBe(atRest));
    }
  }
}
