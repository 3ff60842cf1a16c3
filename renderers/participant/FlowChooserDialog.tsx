// The registration-flow chooser (spec 3 §2.5): the meeting's enabled flows with name and
// description, loading and empty states, cancel and confirm; confirm needs a choice.
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '@runtime/toast';
import { meetingFlows, type Flow } from './api';
import { DialogButton, SmallDialog } from './SmallDialog';
import { closeParticipantDialog } from './store';

export function FlowChooserDialog({ open, meetingId, onChoose }: { open: boolean; meetingId: number | string; onChoose: (flowId: number) => void }) {
  const { t } = useTranslation();
  const ui = (k: string) => t(`participantAccount.ui.${k}`);
  const [flows, setFlows] = useState<Flow[] | null>(null);
  const [chosen, setChosen] = useState<number | null>(null);

  useEffect(() => {
    if (!open) return;
    setFlows(null);
    setChosen(null);
    meetingFlows(meetingId).then(
      (list) => {
        setFlows(list ?? []);
        if (!list?.length) toast.warning(ui('flowEmpty'));
      },
      () => {
        setFlows([]);
        toast.error(ui('flowLoadFailed'));
      },
    );
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [open, meetingId]);

  const confirm = () => {
    if (chosen === null) return toast.warning(ui('flowPick'));
    closeParticipantDialog();
    onChoose(chosen);
  };

  return (
    <SmallDialog open={open} onClose={closeParticipantDialog} title={ui('flowTitle')} testId="participant-flow-chooser"
      actions={<>
        <DialogButton testId="participant-flow-cancel" onClick={closeParticipantDialog}>{ui('cancel')}</DialogButton>
        <DialogButton primary testId="participant-flow-confirm" disabled={!flows?.length} onClick={confirm}>{ui('confirm')}</DialogButton>
      </>}>
      {flows === null && <p data-testid="participant-flow-loading">{ui('flowLoading')}</p>}
      {flows?.length === 0 && <p data-testid="participant-flow-empty">{ui('flowEmpty')}</p>}
      <ul className="space-y-2" role="radiogroup" aria-label={ui('flowTitle')}>
        {flows?.map((f) => (
          <li key={f.id}>
            <button type="button" role="radio" aria-checked={chosen === f.id} data-testid={`participant-flow-${f.id}`} onClick={() => setChosen(f.id)}
              className={`w-full rounded-lg p-3 text-left ring-1 transition ${chosen === f.id ? 'bg-brand-50 ring-brand-500 dark:bg-brand-500/15' : 'ring-gray-200 hover:bg-gray-50 dark:ring-gray-700 dark:hover:bg-gray-800'}`}>
              <span className="block font-medium text-gray-900 dark:text-white">{f.name}</span>
              <span className="block text-xs text-gray-500 dark:text-gray-400">{f.description || ui('flowNoDescription')}</span>
            </button>
          </li>
        ))}
      </ul>
    </SmallDialog>
  );
}
