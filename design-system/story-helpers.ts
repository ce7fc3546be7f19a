// Play-function steps shared by primitive stories: drive a state with real events, assert the
// data attribute React Aria exposes for it (house style: state as data attributes), then wait
// until the state's styles have applied, read from the computed style rather than a timeout,
// so the snapshot never catches the control between two looks (issue #7).
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
] as const;

/** How an element and everything inside it looks, as its computed style says. */
function lookOf(element: Element) {
  return [element, ...element.querySelectorAll('*')]
    .map((node) => {
      const style = getComputedStyle(node);
      return LOOK.map((property) => style.getPropertyValue(property)).join(';');
    })
    .join('\n');
}

/** Runs `act`, then waits until `element` (or something inside it) looks different. */
async function expectLookToChange(element: Element, state: string, act: () => Promise<void>) {
  const before = lookOf(element);
  await act();
  await waitFor(() => expect(lookOf(element), `the ${state} state has no visible style`).not.toBe(before));
}

export async function hoverAndExpect(element: HTMLElement) {
  await expectLookToChange(element, 'hovered', async () => {
    await userEvent.hover(element);
    await expect(element).toHaveAttribute('data-hovered', 'true');
  });
}

/** Presses the pointer down on `element` and keeps it down. */
export async function pressAndExpect(element: HTMLElement) {
  await expectLookToChange(element, 'pressed', async () => {
    await userEvent.pointer({ keys: '[MouseLeft>]', target: element });
    await expect(element).toHaveAttribute('data-pressed', 'true');
  });
}

/**
 * Tabs to the first focusable element, which must be `focusTarget`, and expects a visible focus
 * on `element` (the focus target itself, or the control that draws its ring).
 */
export async function tabToAndExpectFocusVisible(element: HTMLElement, focusTarget: HTMLElement = element) {
  await expectLookToChange(element, 'focus-visible', async () => {
    await userEvent.tab();
    await expect(focusTarget).toHaveFocus();
    await expect(element).toHaveAttribute('data-focus-visible', 'true');
  });
}
