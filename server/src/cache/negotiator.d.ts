// negotiator 1.x ships no types, and @types/negotiator describes 0.6, which lacks the server's tie-break order.
declare module 'negotiator' {
  export default class Negotiator {
    constructor(request: { headers: Readonly<Record<string, string | undefined>> });
    /** Acceptable encodings of `available`, best first; equal q-values follow `preferred`. */
    encodings(available: readonly string[], options?: { preferred?: readonly string[] }): string[];
  }
}
