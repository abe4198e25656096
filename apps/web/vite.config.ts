import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
// Fails the build when a page loads more gzipped JavaScript than its budget.
import { bundleBudget } from '../../bench/bundle-size.js';

export default defineConfig({
  plugins: [react(), bundleBudget()],
  server: {
    port: 5173,
    proxy: { '/api': 'http://localhost:3000' },
  },
  build: {
    outDir: 'dist',
    sourcemap: false,
    manifest: true,
    chunkSizeWarningLimit: 1500,
  },
});
