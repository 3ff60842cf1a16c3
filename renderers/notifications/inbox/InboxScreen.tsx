// The signed-in user's notifications bound to the server: a page at a time, the unread count,
// mark one or all read (the bell refreshes too: same paths), the send dialog for super admins, and
// for organizers their messages to their meetings' participants (send-new opens that dialog).
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useAuth } from '@runtime/auth';
import { fillPath, mutateSource, useDataSource } from '@runtime/data';
import type { InboxConfig } from '../config';
import { run } from '../lib';
import { SendNotification } from '../send/SendNotification';
import { ParticipantMessages } from '../participants/ParticipantMessages';
import { InboxView, type InboxItem } from './InboxView';

export function InboxScreen({ config }: { config: InboxConfig }) {
  const { t } = useTranslation();
  const { user } = useAuth();
  const [page, setPage] = useState(1);
  const [sending, setSending] = useState(false);
  const [messaging, setMessaging] = useState(false);
  const role = String(user?.role);
  const toParticipants = config.participants && user && config.participants.roles.includes(role) ? config.participants : null;
  const userId = user?.id;
  const list = useDataSource<InboxItem>(userId ? config.source : null, { userId, page: page - 1, size: config.pageSize });
  const unread = useDataSource(userId ? config.unread : null, { userId });
  const refresh = () => mutateSource(fillPath(config.refresh, { userId })?.path ?? config.refresh);
  const status = list.error?.status;
  const errorText = !user
    ? t('notifications.inbox.loginFirst')
    : status === 401 ? t('nav.notifications.errors.expired') : status === 403 ? t('nav.notifications.errors.forbidden') : t('nav.notifications.errors.load');
  // a failed mark-read is only logged (spec 1 §8)
  const mark = (c: InboxConfig['read'], params: Record<string, unknown>) => run(c, { userId, ...params }).catch((e) => console.warn(e)).then(refresh);

  const wrap = (children: ReactNode) => (config.layout === 'page' ? <div className="mx-auto w-full max-w-4xl px-4 py-8">{children}</div> : <>{children}</>);
  return wrap(
    <>
      <InboxView
        title={config.title}
        heading={config.layout === 'page' ? 'h1' : 'h2'}
        subtitle={config.subtitle}
        items={list.list}
        state={!user || list.error ? 'error' : list.isLoading ? 'loading' : 'ready'}
        errorText={errorText}
        unread={Math.max(0, Number(unread.data) || 0)}
        page={page}
        pageSize={config.pageSize}
        total={list.total}
        onPage={setPage}
        onRead={(n) => void mark(config.read, { id: n.id })}
        onReadAll={() => void mark(config.readAll, {})}
        onSend={config.send && user && config.sendRoles.includes(role) ? () => setSending(true) : toParticipants ? () => setMessaging(true) : undefined}
      />
      {toParticipants && <div className="mt-8"><ParticipantMessages config={toParticipants} sending={messaging} onSending={setMessaging} /></div>}
      {config.send && <SendNotification config={config.send} open={sending} onClose={() => setSending(false)} />}
    </>,
  );
}
