// What the bundles get for the `debug` package (infra/bundle-aliases.ts): file-type's ZIP
// reader logs through it, and it prints only with DEBUG= set, which no function sets. About 9.6 KB
// (debug, ms, supports-color, has-flag) of every function that sniffs uploads, for nothing.
export default function createDebug() {
  const log = () => {};
  log.enabled = false;
  log.extend = createDebug;
  return log;
}
