// The website settings form (spec 2 §3 "Website form"): the generated SchemaForm of meeting.website
// (meeting.x-forms.website), so a field added to that form shows here with no edit; the meeting's
// times in its own zone with wall-clock pickers (the screen's uiSchema), the server's field errors
// under their fields, and the short address's link (/s/{url}) shown as it is typed.
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError, http, serverMessage } from '@runtime/http';
import { toast } from '@runtime/toast';
import { SchemaForm } from '../form/SchemaForm';
import { resolveUiSchema } from '../meetings/uiRegistry';

type Values = Record<string, unknown>;

export interface WebsiteFormProps {
  /** the meeting as GET /api/co/meeting/{id} answers it */
  meeting: Values;
  /** PUT: the form's body */
  saveCall: string;
  /** the short address after the origin, `{url}` filled */
  shortLink: string;
  uiSchema?: Record<string, unknown>;
  /** shown, not saved: the user may not edit the meeting */
  locked?: boolean;
  onSaved: (meeting: Values) => void;
}

export function WebsiteForm({ meeting, saveCall, shortLink, uiSchema, locked, onSaved }: WebsiteFormProps) {
  const { t } = useTranslation();
  const ui = useMemo(() => resolveUiSchema(uiSchema ?? {}), [uiSchema]);
  const [url, setUrl] = useState(typeof meeting.url === 'string' ? meeting.url : '');
  const origin = typeof window === 'undefined' ? '' : window.location.origin;
  const save = async (data: Values) => {
    try {
      const saved = await http.put<Values>(saveCall, data);
      toast.success(t('meeting.websiteSaved'));
      onSaved(saved);
    } catch (err) {
      // field errors show under their fields (SchemaForm); the first one, or the reason, as a toast too
      toast.error(err instanceof ApiError ? (serverMessage(err.body) ?? err.message) : t('errors.default'));
      throw err;
    }
  };
  return (
    <section className="space-y-3 rounded-xl bg-white p-4 ring-1 ring-slate-200 dark:bg-slate-900 dark:ring-slate-800" data-testid="website-form">
      <div>
        <h3 className="text-sm font-semibold text-slate-900 dark:text-white">{t('meetingSettings.website.formTitle')}</h3>
        <p className="text-xs text-slate-500 dark:text-slate-400">{t('meetingSettings.website.formHint')}</p>
      </div>
      <SchemaForm schemaId="meeting.website" value={meeting} uiSchema={ui} onSubmit={save} noSubmit={locked} disabled={locked}
        onChange={(v) => setUrl(typeof v.url === 'string' ? v.url : '')} submitText={t('meetingSettings.website.save')} idPrefix="website"
        footer={url ? (
          <p className="mt-2 text-xs text-slate-500 dark:text-slate-400" data-testid="short-link-preview">
            {t('meetingSettings.website.shortLink')}: <span className="font-mono">{origin + shortLink.replace('{url}', encodeURIComponent(url))}</span>
          </p>
        ) : undefined} />
    </section>
  );
}
