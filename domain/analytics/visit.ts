// What a page view says of the visit (issue 65), read by the browser in every page's first load
// (so small, and apart from the report's channels.ts): the viewport's class, and on a landing the
// referrer's host and the UTM tags. Never the full referrer address, never a query other than UTM.
import { BREAKPOINTS } from '../../tokens/breakpoints.ts';

export const DEVICE_CLASSES = ['phone', 'tablet', 'desktop'] as const;
export type DeviceClass = (typeof DEVICE_CLASSES)[number];

/** The site's own breakpoints: a phone below its small layout, a desktop from its wide one. */
export const deviceClassOf = (viewportWidth: number): DeviceClass => (viewportWidth < BREAKPOINTS.sm ? 'phone' : viewportWidth < BREAKPOINTS.md ? 'tablet' : 'desktop');

export const UTM_FIELDS = ['utm_source', 'utm_medium', 'utm_campaign', 'utm_content', 'utm_term'] as const;
export type UtmField = (typeof UTM_FIELDS)[number];

/** What a page view says of the visit: its device always; on a landing (from elsewhere, or typed), where from. */
export type VisitFields = { device: DeviceClass; entry?: boolean; referrer_host?: string } & Partial<Record<UtmField, string>>;

/**
 * The page view's fields, from what the browser knows: a landing is a page reached from another
 * site or from nowhere (typed, a bookmark, an app); a page reached from this site is none.
 */
export function visitFields(referrer: string, search: string, host: string, viewportWidth: number): VisitFields {
  const fields: VisitFields = { device: deviceClassOf(viewportWidth) };
  let from = '';
  try {
    from = new URL(referrer).host;
  } catch {
    // No referrer, or none a URL parser reads: typed, or hidden by a policy.
  }
  if (from === host) return fields;
  fields.entry = true;
  if (from) fields.referrer_host = from;
  for (const [name, value] of new URLSearchParams(search)) if ((UTM_FIELDS as readonly string[]).includes(name) && value) fields[name as UtmField] = value.slice(0, 200);
  return fields;
}

