// Field speed (issue 65): the page's LCP, INP, CLS and TTFB from this visit, measured by
// web-vitals and sent as the site's own events, under the same consent rules as the rest. Loaded
// after the page (the header's starter imports it when the browser is idle): it reads the
// browser's buffered entries, so nothing is missed, and adds nothing to the first load.
import { onCLS, onINP, onLCP, onTTFB, type Metric } from 'web-vitals';
import { deviceClassOf } from '../../../domain/analytics/visit.ts';
import { track } from './track.ts';

const send = ({ name, value }: Metric) => {
  if (name === 'FCP') return;
  track({ event: 'web_vital', metric: name, value: Math.round(name === 'CLS' ? value * 1000 : value), device: deviceClassOf(innerWidth) });
};

/** Starts measuring; each metric is sent once, when web-vitals settles it (the last as the page is hidden). */
export function startFieldSpeed() {
  onLCP(send);
  onINP(send);
  onCLS(send);
  onTTFB(send);
}
