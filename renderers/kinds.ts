// Every screen kind and the one module that draws it: the only place a kind is declared. The app's
// router and the console's tabs load a kind through ensureKind(), which imports exactly that module
// (and what it imports) the first time a screen of the kind opens, so a tab downloads its own
// renderer's chunks and no other. tests/unit/kinds.test.ts fails when a screen names a kind that is
// not here; tests/e2e/tab-weight.spec.ts when a tab's JavaScript grows past its budget.
import { getRenderer, registerRenderer, type Renderer } from '@runtime/registry';
// `page` draws the home page: part of the first load, not a chunk of its own
import { PageRenderer } from './layout/PageRenderer';

type Load = () => Promise<Renderer<any>>;

export const KINDS = {
  page: async () => PageRenderer,
  table: () => import('./table/TableScreen').then((m) => m.TableScreen),
  form: () => import('./form/FormScreen').then((m) => m.FormScreen),
  profile: () => import('./form/profile/UserCenterScreen').then((m) => m.UserCenterScreen),
  dashboard: () => import('./chart/DashboardScreen').then((m) => m.DashboardScreen),
  'crud-table': () => import('./meetings/CrudScreen').then((m) => m.CrudScreen),
  console: () => import('./console/ConsoleScreen').then((m) => m.ConsoleScreen),
  notifications: () => import('./notifications/NotificationsScreen').then((m) => m.NotificationsScreen),
  'admin-list': () => import('./admin-list/AdminListScreen').then((m) => m.AdminListScreen),
  'meeting-website': () => import('./meeting-website/WebsiteScreen').then((m) => m.WebsiteScreen),
  'sub-tabs': () => import('./sub-tabs/SubTabsScreen').then((m) => m.SubTabsScreen),
  'hotel-list': () => import('./hotels/HotelListScreen').then((m) => m.HotelListScreen),
  'badge-designer': () => import('./badge/BadgeDesignerScreen').then((m) => m.BadgeDesignerScreen),
  'register-flow': () => import('./flow/FlowScreen').then((m) => m.FlowScreen),
  'page-designer': () => import('./designer/DesignerScreen').then((m) => m.DesignerScreen),
  'scanner-checkin': () => import('./checkin/ScannerScreen').then((m) => m.ScannerScreen),
  'scanner-offline': () => import('./checkin/offline/OfflineScannerScreen').then((m) => m.OfflineScannerScreen),
  'checkin-code': () => import('./checkin/CheckinCodeScreen').then((m) => m.CheckinCodeScreen),
  'website-editor': () => import('./site-editor/WebsiteEditor').then((m) => m.WebsiteEditor),
  'participant-center': () => import('./participant-center/CenterScreen').then((m) => m.ParticipantCenterScreen),
  'participant-entry': () => import('./participant-center/EntryScreen').then((m) => m.ParticipantEntryScreen),
  'participant-registrations': () => import('./my-registrations/MyRegistrations').then((m) => m.MyRegistrationsScreen),
  'document-manager': () => import('./document-manager/DocumentManagerScreen').then((m) => m.DocumentManagerScreen),
  'record-editor': () => import('./record-editor/RecordEditorScreen').then((m) => m.RecordEditorScreen),
  'meeting-statistics': () => import('./statistics/StatisticsScreen').then((m) => m.StatisticsScreen),
  'staff-roles': () => import('./staff/StaffRolesScreen').then((m) => m.StaffRolesScreen),
  'bank-statement': () => import('./statements/StatementScreen').then((m) => m.StatementScreen),
  diagnostics: () => import('./diagnostics/DiagnosticsScreen').then((m) => m.DiagnosticsScreen),
} satisfies Record<string, Load>;

export type Kind = keyof typeof KINDS;
export const isKind = (kind: string): kind is Kind => Object.hasOwn(KINDS, kind);

const loading = new Map<string, Promise<boolean>>(); // each kind's module is imported once

/**
 * Registers the renderer of `kind`, importing its module the first time: true once it is there,
 * false for a kind nobody declared. A failed import (a chunk the network lost) rejects, and the next
 * call tries again.
 */
export function ensureKind(kind: string): Promise<boolean> {
  if (getRenderer(kind)) return Promise.resolve(true);
  if (!isKind(kind)) return Promise.resolve(false);
  let p = loading.get(kind);
  if (!p) {
    p = KINDS[kind]().then((component) => {
      registerRenderer(kind, component);
      return true;
    });
    p.catch(() => loading.delete(kind));
    loading.set(kind, p);
  }
  return p;
}
