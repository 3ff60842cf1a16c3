// Vite plugin: after the UI's build, the public site's server render (src/site/ssr.tsx) is built as one
// Node module, <outDir>/.ssr/site.mjs, with the same message parts and aliases and every dependency
// inside it (so it runs wherever the build is copied to, with no node_modules beside it). The server
// imports it to send a published site's first page as HTML (src/server/website/site-render.ts). A dot
// folder: @fastify/static does not serve it.
import path from 'node:path';
import { build, type Plugin, type AliasOptions } from 'vite';
import { messageParts } from './vite-message-parts.js';

export const SSR_DIR = '.ssr';

export function siteSsr(entry: string, alias: AliasOptions): Plugin {
  let outDir = 'dist';
  let mode = 'production';
  let nested = false;
  return {
    name: 'conflow-site-ssr',
    apply: 'build',
    configResolved(c) {
      outDir = path.resolve(c.root, c.build.outDir);
      mode = c.mode;
      nested = !!c.build.ssr;
    },
    async closeBundle() {
      if (!nested) await buildSiteSsr(entry, alias, outDir, mode);
    },
  };
}

/** Builds the render module into <outDir>/.ssr/site.mjs (the API tests build it too, into their own folder). */
export async function buildSiteSsr(entry: string, alias: AliasOptions, outDir: string, mode = 'production'): Promise<void> {
  await build({
    configFile: false,
    logLevel: 'warn',
    mode,
    plugins: [messageParts()],
    resolve: { alias },
    // React's production build in the server render as in the page (the same markup, no dev checks)
    define: { 'process.env.NODE_ENV': JSON.stringify(mode === 'production' ? 'production' : 'development') },
    // named, not left to the process's NODE_ENV (the API tests build it under vitest's 'test')
    oxc: { jsx: { runtime: 'automatic', development: mode !== 'production' } },
    ssr: { noExternal: true, target: 'node' },
    build: {
      ssr: entry,
      outDir: path.join(outDir, SSR_DIR),
      emptyOutDir: true,
      copyPublicDir: false,
      minify: false,
      sourcemap: false,
      rollupOptions: { output: { entryFileNames: 'site.mjs', format: 'es' } },
    },
  });
}
