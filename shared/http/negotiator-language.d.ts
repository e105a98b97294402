// negotiator's language module, imported alone (shared/http/language.ts); @types/negotiator
// declares only the package's index, whose `languages()` this is.
declare module 'negotiator/lib/language.js' {
  export default function preferredLanguages(accept: string | undefined, provided?: string[]): string[];
}
