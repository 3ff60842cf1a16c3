// What a row's action does, by its kind in the screen JSON: edit (load, then open the dialog), open
// (a link in a new tab, fetching what the link lacks first, e.g. a preview token), navigate (a link
// in this tab), delete (after a confirmation). Failures show the action's own message.
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { fillPath } from '@runtime/data';
import { request, type Method } from '@runtime/http';
import { toast } from '@runtime/toast';
import { confirm } from '../console/confirmStore';
import type { CrudAction, CrudRequest } from './config';
import { fillLink } from './values';

type Row = Record<string, unknown>;

export interface RowActionsOptions {
  actions: Record<string, CrudAction>;
  user: Row | null;
  onEdit: (record: Row) => void;
  /** revalidate the list after a change */
  onChanged: () => void;
}

/** Calls a request of the JSON with the row's values filling `:name` in its path. */
export async function callFor<T = Row>(req: CrudRequest, row: Row, body?: unknown): Promise<T> {
  const filled = fillPath(req.path, row);
  if (!filled) throw new Error(`missing a value for ${req.path}`);
  return request<T>((req.method ?? 'GET') as Method, filled.path, body === undefined ? {} : { body });
}

export function useRowActions({ actions, user, onEdit, onChanged }: RowActionsOptions) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const fail = useCallback((a: CrudAction) => toast.error(t(a.failure ?? 'errors.default')), [t]);

  return useCallback(
    async (name: string, row: Row) => {
      const a = actions[name];
      if (!a) return;
      if (a.kind === 'edit') {
        try {
          onEdit(a.request ? await callFor(a.request, row) : row);
        } catch {
          fail(a);
        }
      } else if (a.kind === 'open') {
        // opened during the click, so a popup blocker lets it through; pointed at the link once known
        const win = window.open('', '_blank');
        try {
          let rec = row;
          if (!fillLink(a.to ?? '', rec, user) && a.request) rec = { ...row, ...(await callFor(a.request, row)) };
          const url = fillLink(a.to ?? '', rec, user);
          if (!url) throw new Error('no link');
          if (win) {
            win.opener = null;
            win.location.href = url;
          } else window.open(url, '_blank', 'noopener');
          if (rec !== row) onChanged();
        } catch {
          win?.close();
          fail(a);
        }
      } else if (a.kind === 'navigate') {
        const url = fillLink(a.to ?? '', row, user);
        if (url) navigate(url);
        else fail(a);
      } else if (a.kind === 'delete') {
        if (a.confirm && !(await confirm({ title: a.confirm.title, message: a.confirm.message, confirmText: a.confirm.confirmText, danger: true }))) return;
        try {
          if (a.request) await callFor(a.request, row);
          if (a.success) toast.success(t(a.success));
          onChanged();
        } catch {
          fail(a);
        }
      }
    },
    [actions, user, onEdit, onChanged, navigate, fail, t],
  );
}
