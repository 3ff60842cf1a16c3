import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { messageParts } from './scripts/vite-message-parts.js';

const r = (p: string) => fileURLToPath(new URL(p, import.meta.url));
const alias = {
  '@schemas': r('./schemas'),
  '@runtime': r('./src/runtime'),
  '@shared': r('./src/shared'),
  '@renderers': r('./renderers'),
};

export default defineConfig({
  resolve: { alias },
  test: {
    projects: [
      // messages/<lang>.json?first|rest: the whole file in tests (they draw forms without the app's loading)
      { plugins: [messageParts({ split: false })], resolve: { alias }, test: { name: 'unit', include: ['tests/unit/**/*.test.{ts,tsx}'], environment: 'node', setupFiles: ['tests/setup-dom.ts'] } },
      {
        resolve: { alias },
        test: { name: 'api', include: ['tests/api/**/*.test.ts'], environment: 'node', testTimeout: 60000, hookTimeout: 120000, fileParallelism: false },
      },
      {
        plugins: [messageParts({ split: false }), react()],
        resolve: { alias },
        test: { name: 'stories', include: ['tests/stories/**/*.test.tsx'], environment: 'jsdom', testTimeout: 30000, setupFiles: ['tests/setup-dom.ts'] },
      },
    ],
  },
});
