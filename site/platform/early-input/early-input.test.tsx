// @vitest-environment jsdom
import { act, useEffect, useState } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { Button } from '../../../design-system/index.ts';
import { EARLY_INPUT_SCRIPT } from './early-input-script.ts';
import { replayEarlyInput } from './early-input.ts';

/** A page as prerendered: a controlled field, a JavaScript-only button, a form that posts natively. */
function Page() {
  const [presses, setPresses] = useState(0);
  const [email, setEmail] = useState('');
  // As entry.client.tsx does: the island says when its controls work, then takes what came before.
  useEffect(() => {
    container().dataset.hydrated = 'true';
    replayEarlyInput(container());
  }, []);
  return (
    <main>
      <Button onPress={() => setPresses((count) => count + 1)}>Menu</Button>
      <output>{presses}</output>
      <label>
        Email <input name="email" value={email} onChange={(event) => setEmail(event.target.value)} />
      </label>
      <p data-testid="state">{email}</p>
      <form action="/sign-in" method="post">
        <button>Log in</button>
      </form>
    </main>
  );
}

const container = () => document.getElementById('root')!;
const menu = () => container().querySelector<HTMLButtonElement>('button[type="button"]')!;
const presses = () => container().querySelector('output')!.textContent;
const field = () => container().querySelector('input')!;
let root: Root | null = null;

/** Types as a browser does: the value changes, then an input event bubbles. */
function typeInto(input: HTMLInputElement, text: string) {
  Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(input, text);
  input.dispatchEvent(new Event('input', { bubbles: true }));
}

async function hydrate() {
  await act(async () => {
    root = hydrateRoot(container(), <Page />);
  });
  // The replay waits a task after the page says it is ready.
  await act(() => new Promise((resolve) => setTimeout(resolve, 10)));
}

beforeAll(() => {
  new Function(EARLY_INPUT_SCRIPT)();
});

beforeEach(() => {
  // The page's island, another island that waits for its starter, and a button in no island.
  document.body.innerHTML = `<div id="root" data-island="page">${renderToString(<Page />)}</div><div data-island="later"><button type="button">Later</button></div><button type="button">Plain</button>`;
});

afterEach(() => {
  act(() => root?.unmount());
  root = null;
});

test('a press before the page is ready is held, then applied once when it is', async () => {
  const click = new MouseEvent('click', { bubbles: true, cancelable: true });
  menu().dispatchEvent(click);
  expect(click.defaultPrevented).toBe(true);
  expect(menu()).toHaveAttribute('data-held');
  await hydrate();
  expect(presses()).toBe('1');
  expect(menu()).not.toHaveAttribute('data-held');
  // Once ready the page's own handlers take presses, and nothing is replayed a second time.
  await act(async () => menu().click());
  expect(presses()).toBe('2');
});

test('pressed before and released after the page is ready: applied once', async () => {
  menu().dispatchEvent(new PointerEvent('pointerdown', { bubbles: true }));
  await hydrate();
  await act(async () => {
    menu().dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, detail: 1 }));
    await new Promise((resolve) => setTimeout(resolve, 10));
  });
  expect(presses()).toBe('1');
});

test('two presses before the page is ready are one press: the same button is held once', async () => {
  menu().click();
  menu().click();
  await hydrate();
  expect(presses()).toBe('1');
});

test('what is typed before the page is ready reaches the component, not only the field', async () => {
  typeInto(field(), 'learner@example.com');
  await hydrate();
  expect(field().value).toBe('learner@example.com');
  expect(container().querySelector('[data-testid="state"]')!.textContent).toBe('learner@example.com');
});

test('a form is left to post natively, and links and other targets are not held', async () => {
  const submit = new MouseEvent('click', { bubbles: true, cancelable: true });
  // jsdom does not submit forms; the event's default staying allowed is what lets the browser post.
  container().querySelector('form button')!.dispatchEvent(submit);
  expect(submit.defaultPrevented).toBe(false);
  const text = new MouseEvent('click', { bubbles: true, cancelable: true });
  container().querySelector('p')!.dispatchEvent(text);
  expect(text.defaultPrevented).toBe(false);
});

test("an island's replay is its own: a press on an island not hydrated yet stays held, a button in no island is not held", async () => {
  const later = document.querySelector<HTMLButtonElement>('[data-island="later"] button')!;
  const pressedLater = vi.fn();
  later.addEventListener('click', pressedLater);
  later.click();
  expect(pressedLater).not.toHaveBeenCalled();
  await hydrate();
  expect(pressedLater).not.toHaveBeenCalled();
  expect(window.__earlyInput!.held).toEqual([later]);

  const plain = new MouseEvent('click', { bubbles: true, cancelable: true });
  document.body.querySelector(':scope > button')!.dispatchEvent(plain);
  expect(plain.defaultPrevented).toBe(false);

  // The later island hydrates: its held press is applied, once.
  later.parentElement!.dataset.hydrated = 'true';
  replayEarlyInput(later.parentElement!);
  await new Promise((resolve) => setTimeout(resolve, 10));
  expect(pressedLater).toHaveBeenCalledTimes(1);
  expect(window.__earlyInput!.held).toEqual([]);
});

it('keeps what was typed between the hydration and the replay, and gives a field emptied since what was remembered', async () => {
  const box = document.createElement('div');
  const input = document.createElement('input');
  input.name = 'word';
  box.append(input);
  document.body.append(box);
  const seen: string[] = [];
  input.addEventListener('input', () => seen.push(input.value));
  const remembered = (value: string) => ({ held: [], typed: new Map([[input, { value, checked: false, start: value.length, end: value.length, focused: false }]]) });

  // "ha" remembered before the hydration; "pp" typed after it, before the replay ran.
  input.value = 'happ';
  replayEarlyInput(box, remembered('ha'));
  await new Promise((resolve) => setTimeout(resolve, 10));
  expect(input.value).toBe('happ');
  expect(seen.at(-1)).toBe('happ');

  // A field the hydration emptied (a controlled field reset to its state) gets the remembered value.
  input.value = '';
  replayEarlyInput(box, remembered('ha'));
  await new Promise((resolve) => setTimeout(resolve, 10));
  expect(input.value).toBe('ha');
  expect(seen.at(-1)).toBe('ha');
  box.remove();
});
