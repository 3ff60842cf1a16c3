// The notification management bound to the server: statistics (zeros when they fail to load),
// templates and records with their filters, create/edit/delete, view, the send dialog and the one
// that messages a meeting's participants.
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { mutateSource, useDataSource } from '@runtime/data';
import { toast } from '@runtime/toast';
import { confirm } from '../../console/confirmStore';
import { ConfirmHost } from '../../console/ConfirmDialog';
import { DialogForm } from '../../console/DialogForm';
import type { CenterConfig } from '../config';
import { cleanParams, run } from '../lib';
import { SendNotification } from '../send/SendNotification';
import { SendToParticipants } from '../participants/SendToParticipants';
import { CenterView, type Tab } from './CenterView';
import { RecordDetail } from './RecordDetail';
import type { RecordRow } from './RecordsTable';
import type { Template } from './TemplateCards';

const stateOf = (ds: { error?: unknown; isLoading: boolean }) => (ds.error ? 'error' : ds.isLoading ? 'loading' : 'ready') as 'error' | 'loading' | 'ready';

export function CenterScreen({ config }: { config: CenterConfig }) {
  const { t } = useTranslation();
  const [tab, setTab] = useState<Tab>('templates');
  const [tplFilters, setTplFilters] = useState<Record<string, unknown>>({});
  const [recFilters, setRecFilters] = useState<Record<string, unknown>>({});
  const [editing, setEditing] = useState<Template | 'new' | null>(null);
  const [sending, setSending] = useState(false);
  const [messaging, setMessaging] = useState(false);
  const [viewing, setViewing] = useState<RecordRow | null>(null);
  const stats = useDataSource(config.stats.source);
  const tpl = useDataSource<Template>(config.templates.source, cleanParams(tplFilters));
  const rec = useDataSource<RecordRow>(config.records.source, cleanParams(recFilters));
  const recError = rec.error && t('notifications.loadRecordsFailed', { message: rec.error.message });
  useEffect(() => void (tpl.error && toast.error(t('notifications.loadTemplatesFailed'))), [tpl.error, t]);
  useEffect(() => void (recError && toast.error(recError)), [recError]);
  const refresh = () => mutateSource(config.refresh);

  const saveTemplate = async (values: Record<string, unknown>) => {
    const isNew = editing === 'new';
    try {
      await run(isNew ? config.templates.create : config.templates.update, { id: isNew ? undefined : (editing as Template).id }, values);
    } catch (err) {
      if ((err as { errors?: unknown[] }).errors?.length) throw err; // shown under the fields
      throw new Error(t('notifications.saveTemplateFailed'));
    }
    toast.success(t(isNew ? 'notificationTemplate.created' : 'notificationTemplate.updated'));
    void refresh();
  };

  const remove = async (call: CenterConfig['records']['remove'], id: number, what: 'templates' | 'records', name?: string) => {
    const ok = await confirm({
      title: { t: `notifications.${what}.confirmTitle` },
      message: { t: `notifications.${what}.confirmMessage`, params: { name } },
      confirmText: { t: 'notifications.actions.delete' },
      danger: true,
    });
    if (!ok) return;
    try {
      await run(call, { id });
      toast.success(t('notifications.deleted'));
    } catch {
      toast.error(t('notifications.deleteFailed'));
    }
    void refresh();
  };

  return (
    <>
      <CenterView
        config={config}
        stats={stats.error ? {} : (stats.data ?? {})}
        tab={tab}
        onTab={setTab}
        templateFilters={tplFilters}
        onTemplateFilters={setTplFilters}
        templates={{ items: tpl.list, state: stateOf(tpl), errorText: t('notifications.loadTemplatesFailed') }}
        recordFilters={recFilters}
        onRecordFilters={setRecFilters}
        records={{ items: rec.list, state: stateOf(rec), errorText: recError || undefined }}
        onRefresh={() => void refresh()}
        onSend={() => setSending(true)}
        onSendParticipants={config.participants ? () => setMessaging(true) : undefined}
        onNewTemplate={() => setEditing('new')}
        onEditTemplate={setEditing}
        onDeleteTemplate={(x) => void remove(config.templates.remove, x.id, 'templates', String(x.name ?? ''))}
        onViewRecord={setViewing}
        onDeleteRecord={(r) => void remove(config.records.remove, r.id, 'records', String(r.title ?? ''))}
      />
      <DialogForm open={editing !== null} onClose={() => setEditing(null)} width={config.templates.dialogWidth} schemaId={config.templates.form}
        title={{ t: editing === 'new' ? 'notifications.templates.createTitle' : 'notifications.templates.editTitle' }}
        value={editing === 'new' ? null : editing} onSubmit={saveTemplate} />
      <SendNotification config={config.send} open={sending} onClose={() => setSending(false)} />
      {config.participants && <SendToParticipants config={config.participants} open={messaging} onClose={() => setMessaging(false)} />}
      <RecordDetail entity={config.records.entity} fields={config.records.detail} record={viewing} onClose={() => setViewing(null)} />
      <ConfirmHost />
    </>
  );
}
