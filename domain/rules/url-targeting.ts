/**
 * Does the whole text match the pattern, where `*` is any run of characters and everything else
 * is literal? The same meaning as an anchored, regex-escaped `.*` pattern, without a regex: an
 * editor's "/*a*a*a*a*b" would make a backtracking regex take polynomial time on a long URL,
 * while this scan is O(text × pattern) at worst.
 */
export function wildcardMatch(text: string, pattern: string): boolean {
  let t = 0;
  let p = 0;
  let star = -1;
  let resume = 0;
  while (t < text.length) {
    if (p < pattern.length && pattern[p] !== '*' && pattern[p] === text[t]) {
      t++;
      p++;
    } else if (p < pattern.length && pattern[p] === '*') {
      star = p++;
      resume = t;
    } else if (star !== -1) {
      p = star + 1;
      t = ++resume;
    } else {
      return false;
    }
  }
  while (pattern[p] === '*') p++;
  return p === pattern.length;
}

type PatternList = { ok: true; patterns: string[] } | { ok: false; reason: string };

function parseList(value: unknown, name: string, { required }: { required: boolean }): PatternList {
  if (value === null || value === undefined) {
    return required ? { ok: false, reason: `${name} is missing` } : { ok: true, patterns: [] };
  }
  if (!Array.isArray(value)) return { ok: false, reason: `${name} is not a list` };
  if (value.length > 200) return { ok: false, reason: `${name} has more than 200 patterns` };
  if (!value.every((item) => typeof item === 'string' && item.length <= 2048)) {
    return { ok: false, reason: `${name} holds a value that is not a pattern string` };
  }
  return { ok: true, patterns: value as string[] };
}

/** `invalid`: the lists themselves are wrong (worth a log), not merely not matching this URL. */
export type TargetingResult = { show: true } | { show: false; reason: string; invalid: boolean };

/**
 * Spec §5 "Banner visibility by URL": the URL must match an include pattern and no exclude
 * pattern; `*` is the wildcard; an invalid list hides the banner (with the reason, for the log).
 * A missing exclude list means none; a missing include list is invalid.
 */
export function matchUrlTargeting(url: string, urlsToInclude: unknown, urlsToExclude: unknown): TargetingResult {
  const include = parseList(urlsToInclude, 'urlsToInclude', { required: true });
  if (!include.ok) return { show: false, reason: include.reason, invalid: true };
  const exclude = parseList(urlsToExclude, 'urlsToExclude', { required: false });
  if (!exclude.ok) return { show: false, reason: exclude.reason, invalid: true };
  if (!include.patterns.some((pattern) => wildcardMatch(url, pattern))) return { show: false, reason: 'no include pattern matches', invalid: false };
  if (exclude.patterns.some((pattern) => wildcardMatch(url, pattern))) return { show: false, reason: 'an exclude pattern matches', invalid: false };
  return { show: true };
}
