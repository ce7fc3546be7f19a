/** Search engines whose results pages send visitors (by the referrer's host). */
const SEARCH_HOSTS = /(^|\.)(google\.[a-z.]+|bing\.com|duckduckgo\.com|yahoo\.com|yandex\.[a-z]+|ecosia\.org|baidu\.com|search\.brave\.com|qwant\.com)$/;

/** Did the visit come from a search engine's results (the referrer's host)? */
export function isSearchReferrer(referrer: string): boolean {
  try {
    return SEARCH_HOSTS.test(new URL(referrer).hostname);
  } catch {
    return false;
  }
}
