// The navbar's registration page (navbarSettings.userRegisterPage): chosen among the meeting's
// registration flows by name (the default one when none is chosen), never typed as a raw id.
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { send, useCalls } from '../../calls';

interface FlowRow { id: number | string; name?: string; isDefault?: boolean }

export function FlowField({ id, value, onChange, meetingId, input }: { id: string; value: string; onChange(v: string): void; meetingId: string; input: string }) {
  const { t } = useTranslation();
  const calls = useCalls();
  const [flows, setFlows] = useState<FlowRow[] | null>(null);
  useEffect(() => {
    let live = true;
    send<{ content?: FlowRow[] } | FlowRow[]>(calls.flows, { meetingId }, { params: { size: 100 } }).then(
      (r) => live && setFlows(Array.isArray(r) ? r : (r.content ?? [])),
      () => live && setFlows([]),
    );
    return () => {
      live = false;
    };
  }, [calls.flows, meetingId]);
  // a saved id the meeting no longer has stays visible until another is chosen
  const known = !value || !flows || flows.some((f) => String(f.id) === value);
  return (
    <select id={id} value={value} onChange={(e) => onChange(e.target.value)} className={input} data-testid="register-page-picker" aria-busy={flows === null || undefined}>
      <option value="">{t('siteEditor.registerPage.default')}</option>
      {!known && <option value={value}>{t('siteEditor.registerPage.missing', { id: value })}</option>}
      {(flows ?? []).map((f) => (
        <option key={f.id} value={String(f.id)}>{f.name ?? String(f.id)}{f.isDefault ? ` (${t('siteEditor.registerPage.isDefault')})` : ''}</option>
      ))}
    </select>
  );
}
