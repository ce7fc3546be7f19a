// negotiator 1.x ships no types, and @types/negotiator describes 0.6, without `preferred`: only
// what server/compression.ts uses.
declare module 'negotiator' {
  export default class Negotiator {
    constructor(request: { headers: Record<string, string | undefined> });
    /** The most acceptable of `available` by the request's Accept-Encoding (q-values, then `preferred`'s order); undefined when none is. */
    encoding(available: string[], options?: { preferred?: string[] }): string | undefined;
  }
}
