// Where a visit came from (issue 65), as the server keeps it and the report names it: the UTM
// tags as groups, the channel of a landing. What the browser sends is visit.ts's.
import { personalDataIn } from './personal-data.ts';

/**
 * A UTM tag as the report groups it: lower case, words joined by dashes, at most 80 characters;
 * none when it holds personal data (an e-mail address put in a campaign's link), which is dropped,
 * not refused: the page view it came with is still counted.
 */
export function campaignTag(value: string): string | undefined {
  const tag = value
    .toLowerCase()
    .replace(/[^\p{L}\p{N}._-]+/gu, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80);
  return tag && personalDataIn(value) === null && personalDataIn(tag) === null ? tag : undefined;
}

/** A host name as a referrer gives it (no scheme, no path, no user). */
export const HOST_PATTERN = /^[a-z0-9-]+(\.[a-z0-9-]+)*(:\d{1,5})?$/i;

const SEARCH_ENGINES = ['google', 'bing', 'duckduckgo', 'yahoo', 'yandex', 'ecosia', 'baidu', 'naver', 'seznam', 'qwant', 'startpage', 'brave'];
const SOCIAL_NETWORKS = ['facebook', 'instagram', 'twitter', 'x', 't', 'linkedin', 'lnkd', 'tiktok', 'youtube', 'reddit', 'pinterest', 'vk', 'threads', 'telegram', 'whatsapp', 'quora', 'bsky'];
/** A host belongs to a site when one of its labels is the site's name (www.google.com.br, m.facebook.com, t.co). */
const hostOf = (host: string, names: readonly string[]) => host.split(':')[0]!.split('.').slice(0, -1).some((label) => names.includes(label));

export interface Landing {
  referrerHost: string | null;
  utmSource: string | null;
  utmMedium: string | null;
}

/**
 * The channels, in the order they are tried (the first that fits names the visit): tagged links
 * by their medium, as Google Analytics' default channel groups read them, then the referrer's site.
 */
export const CHANNELS = [
  { channel: 'Paid search', fits: ({ utmMedium }: Landing) => /^(cpc|ppc|paid[-_ ]?search|sem)$/.test(utmMedium ?? '') },
  { channel: 'Paid social', fits: ({ utmMedium }: Landing) => /^(paid[-_ ]?social|social[-_ ]?paid|social[-_ ]?ads?)$/.test(utmMedium ?? '') },
  { channel: 'Display', fits: ({ utmMedium }: Landing) => /^(display|banner|cpm|programmatic)$/.test(utmMedium ?? '') },
  { channel: 'Email', fits: ({ utmMedium, utmSource }: Landing) => /^(e[-_]?mail|newsletter)$/.test(utmMedium ?? '') || /^(e[-_]?mail|newsletter)$/.test(utmSource ?? '') },
  { channel: 'Affiliates', fits: ({ utmMedium }: Landing) => /^(affiliates?|partners?)$/.test(utmMedium ?? '') },
  { channel: 'Organic social', fits: ({ utmMedium, referrerHost }: Landing) => /^(social|social[-_ ]?network|sm)$/.test(utmMedium ?? '') || (!!referrerHost && hostOf(referrerHost, SOCIAL_NETWORKS)) },
  { channel: 'Other campaign', fits: ({ utmMedium, utmSource }: Landing) => !!(utmMedium || utmSource) },
  { channel: 'Organic search', fits: ({ referrerHost }: Landing) => !!referrerHost && hostOf(referrerHost, SEARCH_ENGINES) },
  { channel: 'Referral', fits: ({ referrerHost }: Landing) => !!referrerHost },
  { channel: 'Direct', fits: () => true },
] as const;
export type Channel = (typeof CHANNELS)[number]['channel'];

export const channelOf = (landing: Landing): Channel => CHANNELS.find((row) => row.fits(landing))!.channel;
