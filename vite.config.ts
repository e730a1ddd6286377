import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';

// The client lives in app/ and is built to app/dist/, served by the server under /app/dist/ (spec §2).
export default defineConfig({
  root: 'app',
  base: '/app/dist/',
  plugins: [react(), vanillaExtractPlugin()],
  build: { outDir: 'dist', emptyOutDir: true, sourcemap: true },
  server: { proxy: { '/api': 'http://localhost:3000' } },
});
