// The participant centre (spec 3 §2.1: /participant-center and /participant-center/{meetingId}, a
// participant login of under 24 hours): the meetings logged in to, and one meeting's profile with
// its edit form, then the participant's registrations (renderers/my-registrations): the sections and
// their order are the screen's (schemas/screens/participant-center.json), and so are the calls.
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useScreenParams } from '@runtime/screenParams';
import { ScreenError, type RendererProps } from '@runtime/registry';
import { PARTICIPANT_PREFIX, getParticipantSession } from '@runtime/participants';
import { toast } from '@runtime/toast';
import { DialogForm } from '../console/DialogForm';
import { ParticipantAuthDialogs, logoutParticipant, participantInfo, startRegistration, updateProfile, type Participant } from '../participant';
import { ProfileCard } from './ProfileCard';
import { profileValues } from '../participant/profileFields';
import { MyRegistrations } from '../my-registrations/MyRegistrations';
import { MyWaitlist } from '../my-registrations/MyWaitlist';
import { RoomWaitlistJoin } from '../my-registrations/RoomWaitlistJoin';
import { useGo } from './useGo';
import { useMeetingChrome } from '../meeting-chrome/data';
import { centerSchema, type CenterConfig } from './config';
import { useText } from '../site/lib/text';

const card = 'rounded-xl bg-white p-5 shadow-sm ring-1 ring-gray-200 dark:bg-gray-900 dark:ring-gray-800';
const btn = 'h-9 rounded-md px-4 text-sm font-medium';

function loggedMeetings(): string[] {
  const ids: string[] = [];
  for (let i = 0; i < localStorage.length; i++) {
    const k = localStorage.key(i);
    if (k?.startsWith(PARTICIPANT_PREFIX) && getParticipantSession(k.slice(PARTICIPANT_PREFIX.length))) ids.push(k.slice(PARTICIPANT_PREFIX.length));
  }
  return ids;
}

export function ParticipantCenterScreen({ config }: RendererProps) {
  const { meetingId } = useScreenParams();
  const go = useGo();
  const { t } = useTranslation();
  const parsed = useMemo(() => centerSchema.safeParse(config), [config]);
  if (!parsed.success) return <ScreenError title={t('http.invalidScreen')} detail={parsed.error.message} />;
  if (!meetingId) {
    const ids = loggedMeetings();
    return (
      <div className="mx-auto max-w-3xl space-y-4 p-4 sm:p-6">
        <h1 className="text-xl font-semibold text-gray-900 dark:text-white">{t('participantAccount.ui.centerTitle')}</h1>
        <section className={card}>
          <h2 className="mb-3 font-medium text-gray-900 dark:text-white">{t('participantAccount.ui.centerMeetings')}</h2>
          {ids.length === 0 && <p className="text-sm text-gray-500">{t('participantAccount.ui.centerNone')}</p>}
          <ul className="divide-y divide-gray-100 dark:divide-gray-800">
            {ids.map((id) => {
              const s = getParticipantSession(id)!;
              return (
                <li key={id}>
                  <button type="button" data-testid={`participant-center-meeting-${id}`} onClick={() => void go(`/participant-center/${id}`)}
                    className="flex w-full items-center justify-between py-3 text-left text-sm text-gray-800 hover:text-brand-600 dark:text-gray-200">
                    <span>#{id} · {String(s.userInfo.username ?? '')}</span><span aria-hidden>›</span>
                  </button>
                </li>
              );
            })}
          </ul>
        </section>
      </div>
    );
  }
  return <MeetingCenter meetingId={meetingId} config={parsed.data} />;
}

function MeetingCenter({ meetingId, config }: { meetingId: string; config: CenterConfig }) {
  const { t } = useTranslation();
  const text = useText();
  const ui = (k: string) => t(`participantAccount.ui.${k}`);
  const go = useGo();
  const [search, setSearch] = useSearchParams();
  const [p, setP] = useState<Participant | null>(null);
  const [failed, setFailed] = useState('');
  // a claimed offer made a registration: the registrations section reads its list again
  const [claims, setClaims] = useState(0);
  // a room type's line joined: the waiting lists read again
  const [joins, setJoins] = useState(0);
  const editing = search.get('edit') === '1';
  // logged out, the participant goes back to the meeting's site (a page of its own bundle) when it has one
  const site = useMeetingChrome(meetingId)?.sitePath;
  const load = useCallback(() => participantInfo().then(setP, (e: Error) => setFailed(e.message)), []);
  useEffect(() => void load(), [load]);
  const setEditing = (on: boolean) => setSearch(on ? { edit: '1' } : {}, { replace: true });

  const save = async (values: Record<string, unknown>) => {
    const saved = await updateProfile(meetingId, values);
    setP((old) => ({ ...old, ...saved }));
    toast.success(t('participantAccount.profileSaved'));
    setEditing(false);
  };

  return (
    <div className="mx-auto max-w-3xl space-y-4 p-4 sm:p-6" data-testid="participant-center">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <div className="min-w-0">
          <h1 className="text-xl font-semibold text-gray-900 dark:text-white">{ui('centerTitle')}</h1>
          {p?.meeting && <p className="truncate text-sm text-gray-500 dark:text-gray-400" data-testid="participant-center-meeting">{p.meeting.title}</p>}
        </div>
        <button type="button" data-testid="participant-center-logout" className={`${btn} text-gray-600 ring-1 ring-gray-300 dark:text-gray-300 dark:ring-gray-600`}
          onClick={() => (logoutParticipant(meetingId), site ? window.location.assign(site) : void go('/'))}>{ui('logout')}</button>
      </div>
      {config.sections.map(({ name, title }) => name === 'profile' ? (
        <section key={name} className={card}>
          <div className="mb-4 flex items-center justify-between gap-2">
            <h2 className="font-medium text-gray-900 dark:text-white">{title ? text(title) : ui('profile')}</h2>
            <div className="flex gap-2">
              <button type="button" data-testid="participant-center-register" disabled={!p} onClick={() => void startRegistration(meetingId)}
                className={`${btn} ring-1 ring-brand-600 text-brand-600 dark:text-brand-100`}>{ui('registerNow')}</button>
              <button type="button" data-testid="participant-center-edit" disabled={!p} onClick={() => setEditing(true)} className={`${btn} bg-brand-600 text-white hover:bg-brand-700`}>{ui('edit')}</button>
            </div>
          </div>
          {failed && <p role="alert" className="text-sm text-red-600">{failed}</p>}
          {p && <ProfileCard p={p} />}
        </section>
      ) : name === 'waitlist' ? p && <MyWaitlist key={`${name}-${joins}`} meetingId={meetingId} calls={config.calls} marked={search.get('waitlist')} onClaimed={() => setClaims((n) => n + 1)} />
        : name === 'roomWaitlist' ? p && <RoomWaitlistJoin key={`${name}-${claims}`} meetingId={meetingId} calls={config.calls} onJoined={() => setJoins((n) => n + 1)} />
        : p && <MyRegistrations key={`${name}-${claims}`} meetingId={meetingId} calls={config.calls} />)}
      {p && (
        <DialogForm open={editing} title={{ t: 'participantAccount.ui.edit' }} schemaId="participants.profile" submitText={{ t: 'participantAccount.ui.save' }}
          value={profileValues(p as unknown as Record<string, unknown>)}
          onSubmit={save} onClose={() => setEditing(false)} />
      )}
      <ParticipantAuthDialogs meetingId={meetingId} navigate={(to) => void go(to)} />
    </div>
  );
}
