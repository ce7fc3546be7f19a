// Play-function steps shared by primitive stories: drive a state with real events, then
// assert the data attribute React Aria exposes for it (house style: state as data attributes).
import { expect, userEvent } from 'storybook/test';

export async function hoverAndExpect(element: HTMLElement) {
  await userEvent.hover(element);
  await expect(element).toHaveAttribute('data-hovered', 'true');
}

/** Tabs to the first focusable element, which must be `element`, and expects a visible focus. */
export async function tabToAndExpectFocusVisible(element: HTMLElement) {
  await userEvent.tab();
  await expect(element).toHaveFocus();
  await expect(element).toHaveAttribute('data-focus-visible', 'true');
}
