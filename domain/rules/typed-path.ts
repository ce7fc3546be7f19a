// What a visitor typed into a URL no page has (issue 63): its words, for the 404 page to search the
// site and the word tools for. "/blog/present-perfekt" is "present perfekt"; numbers, a file's
// extension and the site's own path words ("page", "index") are no search.
const NOT_WORDS = new Set(['page', 'index', 'html', 'htm', 'php', 'asp', 'aspx', 'www']);
/** A URL longer than this is no one's typing: it gets the plain 404. */
const MAX_PATH_LENGTH = 160;
const MAX_WORDS = 6;

/** The words of a locale-free path, lowercased, in order, each once ("" when it has none). */
export function typedWordsOf(path: string): string {
  if (path.length > MAX_PATH_LENGTH) return '';
  let decoded: string;
  try {
    decoded = decodeURIComponent(path);
  } catch {
    return '';
  }
  const words = decoded
    .normalize('NFC')
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word.length >= 2 && !/^\d+$/.test(word) && !NOT_WORDS.has(word));
  return [...new Set(words)].slice(0, MAX_WORDS).join(' ');
}
