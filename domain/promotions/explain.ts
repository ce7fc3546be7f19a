// The decision in words, for the `?debug=promotions` panel (an editors' and developers' tool:
// English only, like the CMS's admin).
import type { Reason, Verdict } from './decide.ts';
import type { Trigger } from './kinds.ts';

/** 2026-12-08 10:20:30 UTC */
export const utcTime = (epochMs: number) => new Date(epochMs).toISOString().replace('T', ' ').replace(/\.\d+Z$/, ' UTC');

function trigger(when: Trigger): string {
  switch (when.on) {
    case 'scroll':
      return `a scroll past ${when.px} px`;
    case 'delay':
      return `${when.ms / 1000} s on the page${when.largeScreensOnly ? ' (large screens)' : ''}`;
    case 'exit-intent':
      return 'the pointer leaving by the top, or the back button';
    case 'closed':
      return `the ${when.kind} popup closing`;
  }
}

export function explainReason(reason: Reason): string {
  switch (reason.rule) {
    case 'disabled':
      return 'Switched off in the CMS (isDisabled).';
    case 'url':
      return `URL rules: ${reason.detail}.`;
    case 'experiment':
      return `For another experiment variant (${reason.variant}) than the visitor’s.`;
    case 'no-offer':
      return `No timer call-to-action for ${reason.country ?? 'an unknown country'}, and no all-pages one.`;
    case 'schedule':
      return `Schedule: ${reason.detail}.`;
    case 'signed-in':
      return 'An offer for new customers: the visitor is signed in.';
    case 'subscribed':
      return 'The visitor has subscribed.';
    case 'dismissed':
      return reason.until === 'session' ? 'Closed by the visitor: away for this browser session.' : `Closed by the visitor: away until ${utcTime(reason.until)}.`;
    case 'shown':
      return 'Already shown on this page view.';
    case 'budget':
      return `Budget spent: ${reason.limit} unsolicited popup${reason.limit === 1 ? '' : 's'} a ${reason.scope}.`;
    case 'search-quiet':
      return `Quiet start of a phone visit from search: nothing until ${utcTime(reason.until)}.`;
    case 'task':
      return `The page’s main task is ${reason.task === 'form' ? 'a form' : 'a list being filtered'}: nothing unsolicited over it.`;
    case 'bar':
      return `On a phone the page’s ${reason.bar} is its one interruption.`;
    case 'phone':
      return 'Not on a phone: a video nobody asked for would cover half the screen.';
    case 'waiting':
      return reason.triggers.length ? `Waiting for ${reason.triggers.map(trigger).join(', or ')}.` : 'Nothing can open it on this screen.';
    case 'queued':
      return `Queued behind the ${reason.behind} popup.`;
    case 'held':
      return 'Asked to open: waiting for the page’s dialog (cookie consent, menu) to close.';
    case 'showing':
      return 'Showing.';
    case 'in-page':
      return 'In the page.';
  }
}

export const VERDICT_WORDS: Record<Verdict, string> = { show: 'Shown', wait: 'Waiting', hide: 'Not shown' };
