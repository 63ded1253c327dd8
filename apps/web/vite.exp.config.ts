import { fileURLToPath, URL } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type ProxyOptions } from 'vite';

// The one place the web build reads the environment: where the dev server forwards API and media
// requests, so the SPA keeps calling its own origin as it does behind the API process in production.
const apiTarget = process.env.API_URL ?? 'http://localhost:3000';
const proxy: Record<string, ProxyOptions> = {
  '/api': { target: apiTarget },
  '/media': { target: apiTarget },
};

export default defineConfig({
  plugins: [react(), tailwindcss()],
  resolve: {
    alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
  },
  server: { proxy },
  preview: { proxy },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    rolldownOptions: {
      preserveEntrySignatures: false,
      output: {
        codeSplitting: {
          groups: [
            {
              // Changes far less often than app code, so it stays cached across deploys, and
              // route chunks do not each pull in their own copy of the router.
              name: 'react',
              test: /node_modules[\\/](react|react-dom|react-router|scheduler|cookie|set-cookie-parser)[\\/]/,
            },
          ],
        },
      },
    },
  },
});
