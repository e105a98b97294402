// What @middy/core gets for `node:stream/web` in every bundle (infra/bundle-aliases.ts). middy
// reads ReadableStream only to answer a streamed response (`streamifyResponse`), which no function
// of ours asks for, but importing the module makes Node load its web streams at every cold start:
// about 28 million instructions, a tenth of the SDK's whole init (docs/performance.md, "Cold
// starts"). This ReadableStream is Node's own, looked up when first used.
export class ReadableStream {
  static [Symbol.hasInstance](value) {
    return value instanceof globalThis.ReadableStream;
  }
}
