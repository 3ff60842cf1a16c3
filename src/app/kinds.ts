// Which renderer folder draws which screen kind. A folder is imported (and registers itself through
// its register()) only when a screen of its kind opens, so the home page never downloads the admin
// tables or forms. `page` (renderers/layout) is registered at start: the home page needs it.
import { getRenderer } from '@runtime/registry';

type Folder = { register?: () => void };
const folders = import.meta.glob<Folder>(['/renderers/*/index.ts', '!/renderers/{layout,site,auth}/index.ts']);

const KIND_FOLDER: Record<string, string> = {
  table: 'table',
  form: 'form',
  profile: 'form',
  dashboard: 'chart',
  'crud-table': 'meetings',
  console: 'console',
  notifications: 'notifications',
  'admin-list': 'admin-list',
  'meeting-website': 'meeting-website',
  'sub-tabs': 'sub-tabs',
  'hotel-list': 'hotels',
  'badge-designer': 'badge',
  'register-flow': 'flow',
  'page-designer': 'designer',
  'scanner-checkin': 'checkin',
  'checkin-code': 'checkin',
  'website-editor': 'site-editor',
  'participant-center': 'participant-center',
  'participant-entry': 'participant-center',
  'document-manager': 'document-manager',
  'record-editor': 'record-editor',
  'meeting-statistics': 'statistics',
  'staff-roles': 'staff',
};

async function load(folder: string) {
  const mod = await folders[`/renderers/${folder}/index.ts`]?.();
  mod?.register?.();
}

/** Make sure a renderer for `kind` is registered; an unknown kind tries each folder in turn. */
export async function ensureKind(kind: string): Promise<void> {
  if (getRenderer(kind)) return;
  if (KIND_FOLDER[kind]) await load(KIND_FOLDER[kind]);
  for (const path of Object.keys(folders)) {
    if (getRenderer(kind)) return;
    await load(path.split('/')[2]);
  }
}
