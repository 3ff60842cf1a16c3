// The participant-message dialog bound to the server: the caller's meetings, the chosen meeting's
// ticket types and statuses, its participants (searched on the server), the count of whom the audience
// reaches (asked again a moment after each change), the send call, its toasts and refreshes.
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { mutateSource, useDataSource } from '@runtime/data';
import { toast } from '@runtime/toast';
import type { ParticipantsConfig } from '../config';
import { run } from '../lib';
import type { PickUser } from '../send/UserPicker';
import { ParticipantSendDialog, type AudienceOptions, type Preview } from './ParticipantSendDialog';
import { audienceOf, toParticipantBody, type ParticipantSendState } from './participantForm';

const quiet = { revalidateOnFocus: false, shouldRetryOnError: false };
const loadable = (ds: { error?: unknown; isLoading: boolean; data?: unknown }) => (ds.error ? 'error' : ds.isLoading || !ds.data ? 'loading' : 'ready') as 'error' | 'loading' | 'ready';

/** Waits `ms` after the last change of `value`. */
function useSettled<T>(value: T, ms = 300): T {
  const [v, setV] = useState(value);
  useEffect(() => {
    const id = setTimeout(() => setV(value), ms);
    return () => clearTimeout(id);
  }, [value, ms]);
  return v;
}

export function SendToParticipants({ config, open, onClose }: { config: ParticipantsConfig; open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const [state, setState] = useState<ParticipantSendState | null>(null);
  const [search, setSearch] = useState('');
  const meetingId = open ? state?.meetingId ?? null : null;
  const templates = useDataSource<{ id: number; name: string; title: string; content: string }>(open ? config.templates : null, undefined, quiet);
  const meetings = useDataSource<{ id: number; title: string }>(open ? config.meetings : null, undefined, quiet);
  const options = useDataSource<AudienceOptions>(meetingId ? config.options : null, { meetingId }, quiet);
  const q = useSettled(search.trim());
  const people = useDataSource<Record<string, any>>(meetingId && state?.kind === 'participants' ? config.people : null, { meetingId, ...(q ? { search: q } : {}) }, quiet);
  const audience = useSettled(meetingId ? JSON.stringify(audienceOf(state!)) : '');
  const [preview, setPreview] = useState<{ for: string; data?: Preview; failed?: boolean } | null>(null);
  useEffect(() => {
    if (!audience) return setPreview(null);
    let live = true;
    run<Preview>(config.preview, {}, { meetingId, audience: JSON.parse(audience) }).then(
      (data) => live && setPreview({ for: audience, data }),
      () => live && setPreview({ for: audience, failed: true }),
    );
    return () => {
      live = false;
    };
  }, [audience]); // eslint-disable-line react-hooks/exhaustive-deps
  const previewState = !audience ? 'idle' : preview?.for !== audience ? 'loading' : preview.failed ? 'error' : 'ready';

  const submit = async (s: ParticipantSendState) => {
    try {
      await run(config.send, {}, toParticipantBody(s));
    } catch (err) {
      if (!(err as { errors?: unknown[] }).errors?.length) toast.error(t('notifications.sendFailed'));
      throw err;
    }
    toast.success(t('notifications.sent'));
    onClose();
    void mutateSource(config.refresh); // the records and statistics
  };

  const peopleList: PickUser[] = people.list.map((p) => ({ id: Number(p.id), username: String(p.name || p.username || p.id), email: p.email ?? p.phone ?? null }));
  return (
    <ParticipantSendDialog open={open} onClose={onClose} onSubmit={submit} schemaId={config.schemaId} width={config.width}
      meetings={meetings.list} meetingsState={loadable(meetings)} options={(options.data as AudienceOptions | undefined) ?? null}
      people={peopleList} peopleState={loadable(people)} onPeopleSearch={setSearch}
      preview={preview?.data ?? null} previewState={previewState} onChange={setState} templates={templates.list} />
  );
}
