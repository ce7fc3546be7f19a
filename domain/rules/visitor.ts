/** What the rules know about the visitor; country and region come from CDN headers. */
export interface Visitor {
  /** ISO 3166-1 alpha-2, upper case; null when unknown. */
  country: string | null;
  /** The subdivision part of ISO 3166-2 (e.g. "CA" for California); null when unknown. */
  region: string | null;
  isSignedIn: boolean;
}
