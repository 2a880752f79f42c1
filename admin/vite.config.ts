import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { precompress } from '../vite-precompress';

const apiTarget = process.env.MEYDAN_API ?? 'http://localhost:3000';

export default defineConfig({
  base: '/admin/',
  plugins: [react(), precompress()],
  // react-multi-date-picker ships CommonJS only; without this vite 8 hands the whole exports object to a default import.
  legacy: { inconsistentCjsInterop: true },
  server: {
    proxy: {
      '/api': apiTarget,
      '/media': apiTarget,
      '/builds': apiTarget,
    },
  },
  build: {
    chunkSizeWarningLimit: 1500,
    reportCompressedSize: true,
  },
});
