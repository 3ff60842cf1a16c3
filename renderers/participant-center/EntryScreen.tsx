// A meeting's participant entry (/meeting/{meetingId}/participant): the meeting's name and "register
// now", for visitors who come without the site builder's pages. Login and register (or the user menu)
// are the meeting frame's (routes.json chrome "meeting"); the dialogs are the ones the public site mounts.
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useScreenParams } from '@runtime/screenParams';
import { ScreenError, type RendererProps } from '@runtime/registry';
import { send } from '../calls';
import { entrySchema } from './config';
import { ParticipantAuthDialogs, startRegistration } from '../participant';
import { useGo } from './useGo';

export function ParticipantEntryScreen({ config }: RendererProps) {
  const { meetingId } = useScreenParams();
  const { t } = useTranslation();
  const go = useGo();
  const [title, setTitle] = useState('');
  const parsed = useMemo(() => entrySchema.safeParse(config), [config]);
  const meetingCall = parsed.success ? parsed.data.calls.meeting : undefined;
  useEffect(() => {
    if (meetingId && meetingCall) void send<{ title?: string }>(meetingCall, { meetingId }).then((m) => setTitle(m?.title ?? ''), () => setTitle(''));
  }, [meetingId, meetingCall?.path]); // eslint-disable-line react-hooks/exhaustive-deps -- the call by its path
  if (!parsed.success) return <ScreenError title={t('http.invalidScreen')} detail={parsed.error.message} />;
  if (!meetingId) return null;
  return (
    <div className="mx-auto max-w-3xl p-4 sm:p-6">
      <header className="rounded-xl bg-white p-4 shadow-sm ring-1 ring-gray-200 dark:bg-gray-900 dark:ring-gray-800">
        <h1 className="min-w-0 truncate text-lg font-semibold text-gray-900 dark:text-white" data-testid="participant-entry-title">{title}</h1>
      </header>
      <div className="mt-6 text-center">
        <button type="button" data-testid="participant-entry-register-now" onClick={() => void startRegistration(meetingId)}
          className="h-11 rounded-md bg-brand-600 px-6 text-sm font-semibold text-white hover:bg-brand-700">{t('participantAccount.ui.registerNow')}</button>
      </div>
      <ParticipantAuthDialogs meetingId={meetingId} navigate={(to) => void go(to)} />
    </div>
  );
}
