import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';

const root = fileURLToPath(new URL('.', import.meta.url));

export default defineConfig({
  root,
  plugins: [react()],
  resolve: {
    alias: {
      '@domain': fileURLToPath(new URL('../domain', import.meta.url)),
      '@': fileURLToPath(new URL('./src', import.meta.url)),
    },
  },
  build: {
    outDir: fileURLToPath(new URL('../dist/web', import.meta.url)),
    emptyOutDir: true,
    // The manifest (dist/web/.vite/manifest.json) lets bench/bundle.bench.ts add up each route's first load.
    manifest: true,
    chunkSizeWarningLimit: 1500,
    rolldownOptions: {
      output: {
        codeSplitting: {
          // Everything the entry imports statically goes in the entry chunk, which every page loads
          // first anyway. Left alone, Rolldown moves what the entry shares with the lazy pages (parts
          // of react-router, jotai, react's jsx runtime, Radix's layout components) into a dozen small
          // chunks: as many more requests, each gzipped on its own (about 5 kB more on every route).
          groups: [{ name: 'index', tags: ['$initial'] }],
        },
      },
    },
  },
});
