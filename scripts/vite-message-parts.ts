// Vite plugin: `schemas/messages/<lang>.json?first` is the message groups the first page load needs,
// `?rest` all the others (src/shared/messageGroups.ts), so the home page does not download every
// dialog's, form's and legal page's texts. With `split: false` (the unit and story tests, which draw
// forms and dialogs without the app's loading) both are the whole file. `?library` is the groups the
// form builder's field library reads (LIBRARY_MESSAGES), bundled with the designer in both languages;
// `?site` the public site's (SITE_MESSAGES).
import { readFileSync } from 'node:fs';
import type { Plugin } from 'vite';
import { LIBRARY_MESSAGES, SITE_MESSAGES, messagePart, pickMessages, type MessagePart } from '../src/shared/messageGroups.js';

export function messageParts({ split = true }: { split?: boolean } = {}): Plugin {
  return {
    name: 'conflow:message-parts',
    enforce: 'pre',
    load(id) {
      const m = /^(.*\/schemas\/messages\/[\w-]+\.json)\?(first|rest|library|site)$/.exec(id);
      if (!m) return null;
      this.addWatchFile(m[1]);
      const all = JSON.parse(readFileSync(m[1], 'utf8'));
      // `?library`: the field library's groups only, in every mode (src/shared/designer/library.ts)
      if (m[2] === 'library') return `export default ${JSON.stringify(pickMessages(all, LIBRARY_MESSAGES))};`;
      // `?site`: the public site's groups (SITE_MESSAGES), in every mode
      if (m[2] === 'site') return `export default ${JSON.stringify(pickMessages(all, SITE_MESSAGES))};`;
      return `export default ${JSON.stringify(split ? messagePart(all, m[2] as MessagePart) : all)};`;
    },
  };
}
