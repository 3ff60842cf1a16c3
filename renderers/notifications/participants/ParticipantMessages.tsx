// The organizer's messages to its meetings' participants, bound to the server: the list of those sent
// (a page at a time) and the dialog that sends a new one.
import { useState } from 'react';
import { useDataSource } from '@runtime/data';
import type { ParticipantsConfig } from '../config';
import { ParticipantRecordsView, type ParticipantRecord } from './ParticipantRecordsView';
import { SendToParticipants } from './SendToParticipants';

export function ParticipantMessages({ config, sending, onSending }: { config: ParticipantsConfig; sending: boolean; onSending: (open: boolean) => void }) {
  const [page, setPage] = useState(1);
  const size = Number(config.records.params?.size ?? 10);
  const list = useDataSource<ParticipantRecord>(config.records, { page: page - 1, size });
  return (
    <>
      <ParticipantRecordsView columns={config.columns} badges={config.badges} rows={list.list} state={list.error ? 'error' : list.isLoading ? 'loading' : 'ready'}
        page={page} pageSize={size} total={list.total} onPage={setPage} onSend={() => onSending(true)} />
      <SendToParticipants config={config} open={sending} onClose={() => onSending(false)} />
    </>
  );
}
