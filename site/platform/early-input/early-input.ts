// Issue 22: the page's controls work from their first paint, although its scripts start after it
// (prerender/islands-pages.ts). Two halves:
// - EARLY_INPUT_SCRIPT (early-input-script.ts), inline in <head> (root.tsx), so it costs no
//   request before the first paint (as a file, even `defer`, it put LCP at 1.18× the no-script
//   floor in Lighthouse's model; inline: 1.01×). Until an island is hydrated (its box
//   `data-hydrated="true"`), a click on one of its buttons, which only JavaScript makes work (not a
//   form's submit button: forms post natively; links are left to the browser too), is held: its
//   default and every other listener are stopped. What is typed in its fields is remembered.
// - replayEarlyInput, run by the entry once an island has hydrated: each field of the island
//   remembered gets its value again through the input events typing sends (so the component's
//   state takes it, not only the DOM), with its caret, and a field React re-created is found by its
//   name; each held button of the island is pressed once, as `button.click()`.

interface TypedField {
  value: string;
  checked: boolean;
  start: number | null;
  end: number | null;
  focused: boolean;
}

/** What the inline script kept for the page (window.__earlyInput). */
export interface EarlyInput {
  held: HTMLButtonElement[];
  typed: Map<HTMLInputElement | HTMLTextAreaElement, TypedField>;
}

declare global {
  interface Window {
    __earlyInput?: EarlyInput;
  }
}

/** Sets a field's value the way typing does, so React's onChange sees it. */
function type(field: HTMLInputElement | HTMLTextAreaElement, value: string) {
  Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), 'value')!.set!.call(field, value);
  field.dispatchEvent(new Event('input', { bubbles: true }));
}

function restore(state: TypedField, field: HTMLInputElement | HTMLTextAreaElement) {
  const current = field.isConnected ? field : ((field.name && document.getElementsByName(field.name)[0]) as typeof field | undefined);
  if (!current) return;
  if (current instanceof HTMLInputElement && (current.type === 'checkbox' || current.type === 'radio')) {
    if (current.checked !== state.checked) current.click();
    return;
  }
  // The same field still holding what was remembered and more was typed into between the island's
  // hydration and this replay (a busy phone makes that a while): it keeps all of it (a CI run lost
  // "pp" of "happ" to the remembered "ha"). A field React re-created or emptied gets the remembered value.
  const typedSince = current === field && field.value !== state.value && field.value.startsWith(state.value);
  const value = typedSince ? field.value : state.value;
  // Emptied first: React only reports a value that differs from the one it last saw.
  type(current, '');
  type(current, value);
  if (state.focused && current !== field) current.focus();
  if (!typedSince && document.activeElement === current) {
    try {
      current.setSelectionRange(state.start, state.end);
    } catch {
      // e-mail fields have no caret API
    }
  }
}

/** The visitor pressed or typed in the island in `box` before it was hydrated: it is needed now. */
export function hasEarlyInput(box: Element, early: EarlyInput | undefined = window.__earlyInput) {
  return Boolean(early && (early.held.some((button) => box.contains(button)) || [...early.typed.keys()].some((field) => box.contains(field))));
}

/** Hands what the visitor did to the island in `box` before it was hydrated to the hydrated island, once. */
export function replayEarlyInput(box: Element, early: EarlyInput | undefined = window.__earlyInput) {
  if (!early) return;
  // A task later: the effects of the hydration that just ended have run.
  setTimeout(() => {
    // A field no longer in the page was re-created by a hydration: this one's, as it is the latest.
    early.typed.forEach((state, field) => {
      if (!box.contains(field) && field.isConnected) return;
      early.typed.delete(field);
      restore(state, field);
    });
    const held = early.held.filter((button) => box.contains(button));
    early.held = early.held.filter((button) => !held.includes(button));
    for (const button of held) {
      button.removeAttribute('data-held');
      button.click();
    }
  }, 0);
}
