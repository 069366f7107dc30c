import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

// Where `npm run dev` forwards API calls; the page itself only ever uses relative URLs.
const backend = process.env.PREPSTREAM_BACKEND_URL ?? 'http://localhost:8080';
const proxy = {
  '/api': { target: backend },
  '/actuator': { target: backend },
};

export default defineConfig({
  // Relative asset URLs: the Spring Boot jar serves dist/ from its static/ folder at `/`,
  // and the page keeps working if it is ever mounted under a context path.
  base: './',
  plugins: [react()],
  resolve: {
    alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
  },
  server: { proxy },
  preview: { proxy },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
  },
  test: {
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['./src/testing/setup.ts'],
    restoreMocks: true,
    unstubGlobals: true,
  },
});
