// Vite plugin: `schemas/messages/<lang>.json?first` is the message groups the first page load needs,
// `?rest` all the others (src/shared/messageGroups.ts), so the home page does not download every
// dialog's, form's and legal page's texts. With `split: false` (the unit and story tests, which draw
// forms and dialogs without the app's loading) both are the whole file.
import { readFileSync } from 'node:fs';
import type { Plugin } from 'vite';
import { messagePart, type MessagePart } from '../src/shared/messageGroups.js';

export function messageParts({ split = true }: { split?: boolean } = {}): Plugin {
  return {
    name: 'conflow:message-parts',
    enforce: 'pre',
    load(id) {
      const m = /^(.*\/schemas\/messages\/[\w-]+\.json)\?(first|rest)$/.exec(id);
      if (!m) return null;
      this.addWatchFile(m[1]);
      const all = JSON.parse(readFileSync(m[1], 'utf8'));
      return `export default ${JSON.stringify(split ? messagePart(all, m[2] as MessagePart) : all)};`;
    },
  };
}
