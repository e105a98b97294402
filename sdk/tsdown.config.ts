import { defineConfig } from 'tsdown';

// The package integrators install (docs/client.md, "The package"): ESM and CommonJS builds of
// src/index.ts, each with its type declarations, dependencies left to the installer's resolution.
export default defineConfig({
  entry: ['src/index.ts'],
  format: ['esm', 'cjs'],
  dts: true,
  platform: 'neutral',
  target: 'es2022',
  outDir: 'dist',
  clean: true,
  sourcemap: false,
});
