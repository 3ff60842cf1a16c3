import fs from 'node:fs';
import path from 'node:path';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { fileURLToPath } from 'node:url';
import { messageParts } from './scripts/vite-message-parts.js';
import { HEAVY_CHUNKS } from './scripts/heavy-chunks.js';
import { siteSsr } from './scripts/vite-site-ssr.js';

const r = (p: string) => fileURLToPath(new URL(p, import.meta.url));

/** Writes the mode of the build (production or development) to dist/.build-mode, for npm start (scripts/ui-build.ts). */
function buildMode(): Plugin {
  let production = true;
  let outDir = 'dist';
  return {
    name: 'conflow-build-mode',
    apply: 'build',
    configResolved(c) {
      production = c.isProduction;
      outDir = path.resolve(c.root, c.build.outDir);
    },
    writeBundle() {
      fs.writeFileSync(path.join(outDir, '.build-mode'), production ? 'production' : 'development');
    },
  };
}

const alias = {
  '@schemas': r('./schemas'),
  '@runtime': r('./src/runtime'),
  '@shared': r('./src/shared'),
  '@renderers': r('./renderers'),
};

export default defineConfig({
  // messageParts: zh/en messages in two parts, the first-load groups and the rest; siteSsr: the public
  // site's server render, built after the UI into <outDir>/.ssr/site.mjs
  plugins: [messageParts(), react(), tailwindcss(), buildMode(), siteSsr(r('./src/site/ssr.tsx'), alias)],
  resolve: { alias },
  build: {
    outDir: 'dist',
    sourcemap: false,
    chunkSizeWarningLimit: 600,
    // the public meeting website is its own small entry (site.html): it never loads the admin app
    rollupOptions: {
      input: { main: r('./index.html'), site: r('./site.html') },
      // each heavy library a chunk of its own name, loaded only by the screens that use it; what the
      // library imports stays in the shared chunks (else React would move into the editor's chunk)
      output: { codeSplitting: { includeDependenciesRecursively: false, groups: Object.entries(HEAVY_CHUNKS).filter(([, c]) => c.group !== false).map(([name, { test }]) => ({ name, test })) } },
    },
  },
  server: { proxy: { '/api': 'http://localhost:3000' } },
});
