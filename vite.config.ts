import { resolve } from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

/**
 * Two browser entries (ARCHITECTURE.md §1, §6):
 * - `index.html` → the staff console (`src/console`);
 * - `overlay.html` → OBS browser-source overlays and public H5 pages (`src/overlays`), which load no console code.
 * In development Vite proxies the API and the websocket to the service host on :8000.
 */
export default defineConfig({
  plugins: [react()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    chunkSizeWarningLimit: 1500,
    rollupOptions: {
      input: {
        console: resolve(import.meta.dirname, 'index.html'),
        overlay: resolve(import.meta.dirname, 'overlay.html'),
      },
    },
  },
  server: {
    port: 5173,
    proxy: {
      '/auth': 'http://localhost:8000',
      '/api': 'http://localhost:8000',
      '/doc.html': 'http://localhost:8000',
      '/websocket': { target: 'ws://localhost:8000', ws: true },
    },
  },
});
