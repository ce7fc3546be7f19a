// @vitest-environment jsdom
import { renderToString } from 'react-dom/server';
import { Countdown } from '../../../design-system/index.ts';
import { countdownForms, countdownWords } from '../copy.ts';
import starter from './top-banners.starter.ts';
import type { BannersProps } from './Banners.tsx';

const END = Date.parse('2026-12-06T23:59:59.000Z');
const countdown = (now: number) =>
  renderToString(<Countdown timeLeftMs={END - now} label="Offer ends in" {...countdownWords('en', END - now)} paint={{ endsAt: END, wordForms: countdownForms('en') }} />);

function start(now: number) {
  vi.useFakeTimers({ now });
  document.documentElement.lang = 'en';
  document.body.innerHTML = `<div data-island="top-banners"><a data-cta="Get the offer" href="/funnels/onboarding">Get the offer</a>${countdown(now)}</div>`;
  const box = document.querySelector<HTMLElement>('[data-island]')!;
  const hydrate = vi.fn(async () => {});
  starter.start({ box, props: { banners: [], locale: 'en', builtAt: now } satisfies BannersProps, hydrate });
  return { box, hydrate };
}

afterEach(() => {
  vi.useRealTimers();
  document.body.innerHTML = '';
  delete document.documentElement.dataset.countdownAt;
});

describe('the top banners before React', () => {
  it('tick each second as the component would render them, and hydrate when the countdown ends', async () => {
    const now = END - 3_500;
    const { box, hydrate } = start(now);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(box.querySelector('[data-part=spoken]')?.textContent).toBe('0 days, 0 hours, 0 minutes, 2 seconds');
    expect(box.innerHTML).toContain(countdown(now + 1_000));
    expect(hydrate).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(2_000);
    expect(hydrate).toHaveBeenCalledTimes(1);
  });

  it('hydrate when the visitor reaches for them, and stop painting then (React paints from there)', async () => {
    const { box, hydrate } = start(END - 60_000);
    box.dispatchEvent(new Event('pointerover'));
    expect(hydrate).toHaveBeenCalledTimes(1);
    const painted = document.documentElement.dataset.countdownAt;
    await vi.advanceTimersByTimeAsync(3_000);
    expect(document.documentElement.dataset.countdownAt).toBe(painted);
  });

  it('track a call to action as the spec names it, without React', () => {
    const { box } = start(END - 60_000);
    window.dataLayer = [];
    box.querySelector('a')!.addEventListener('click', (event) => event.preventDefault());
    box.querySelector('a')!.click();
    expect(window.dataLayer).toContainEqual(expect.objectContaining({ event: 'gen_clicked_cta', place: 'banner', text: 'Get the offer' }));
  });
});
