// The bench page (scripts/bench/browser-ui.ts builds and opens it): ?mode=generated draws the
// generated 200-field form, ?mode=hand its hand-written twin, ?mode=table the participant grid with
// 10,000 rows. It writes when its first render was on screen to window.__bench.
import { useLayoutEffect, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import { i18n, provideMessages } from '@runtime/i18n';
import zh from '../../../schemas/messages/zh.json';
import { SchemaForm } from '../../../renderers/form/SchemaForm';
import { DataGrid } from '../../../renderers/admin-list/DataGrid';
import { listColumns } from '../../../renderers/admin-list/columns';
import '../../../src/app/styles.css';
import { SCHEMA } from './fields';
import { HandForm } from './HandForm';
import { exportBadges } from './badges';

declare global {
  interface Window { __bench: { start: number; rendered?: number; badges?: Record<string, number> } }
}
window.__bench = { start: performance.now() };
provideMessages('zh', zh);

function Done({ children }: { children: ReactNode }) {
  // after the first commit, once the frame is painted
  useLayoutEffect(() => void requestAnimationFrame(() => setTimeout(() => (window.__bench.rendered = performance.now()))), []);
  return <>{children}</>;
}

const rows = Array.from({ length: 10_000 }, (_, i) => ({
  id: i + 1, name: `参会人${i + 1}`, phone: `138${String(i).padStart(8, '0')}`, email: `p${i}@example.com`, workplace: '上海大学', position: '教授', registrationStatus: 'submitted', paymentStatus: 'pending', checkinStatus: 'not_checked_in',
}));

function Screen({ mode }: { mode: string }) {
  if (mode === 'generated') return <SchemaForm schemaId="bench.form" schema={SCHEMA} onSubmit={() => undefined} />;
  if (mode === 'hand') return <HandForm />;
  const columns = listColumns('participant', undefined, ['id', 'name', 'phone', 'email', 'workplace', 'position', 'registrationStatus', 'paymentStatus', 'checkinStatus']);
  return <DataGrid columns={columns} rows={rows} rowKey="id" status={null} virtual={{ height: 600 }} />;
}

const mode = new URLSearchParams(location.search).get('mode') ?? 'hand';
if (mode === 'badges') {
  const q = new URLSearchParams(location.search);
  void exportBadges(Number(q.get('count') ?? 10_000), Number(q.get('zip') ?? 1000)).then((r) => (window.__bench.badges = r));
} else createRoot(document.getElementById('root')!).render(
  <I18nextProvider i18n={i18n}>
    <div className="mx-auto max-w-3xl p-4"><Done><Screen mode={mode} /></Done></div>
  </I18nextProvider>,
);
