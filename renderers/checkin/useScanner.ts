// The scanner's states (spec 2 §4): ready → verifying → awaiting confirmation or failed. A confirm
// records the check-in on the server and refreshes the figures and the recent list; a reject clears
// the result (已拒绝签到). Messages are the spec's (§8), with the server's reason where it gives one.
import { useCallback, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError, http, serverMessage } from '@runtime/http';
import { toast } from '@runtime/toast';
import type { ScanState, ScannedParticipant, ScannerConfig } from './config';

const reason = (e: unknown) => (e instanceof ApiError ? (serverMessage(e.body) ?? e.message) : e instanceof Error ? e.message : String(e));

export function useScanner(c: ScannerConfig, refresh: () => void) {
  const { t } = useTranslation();
  const [state, setState] = useState<ScanState>('ready');
  const [result, setResult] = useState<{ code: string; participant: ScannedParticipant } | null>(null);
  const [message, setMessage] = useState('');
  const [lastCode, setLastCode] = useState('');
  const busy = useRef(false);

  const fail = (text: string) => {
    setResult(null);
    setState('failed');
    setMessage(text);
  };

  const scan = useCallback(async (code: string) => {
    if (busy.current) return;
    busy.current = true;
    setLastCode(code);
    setResult(null);
    setMessage('');
    setState('verifying');
    try {
      const data = await http.get<{ participant?: ScannedParticipant; user?: ScannedParticipant }>(c.paths.find, { checkinCode: code, meetingId: c.meetingId });
      const participant = data?.participant ?? data?.user;
      if (!participant) throw new Error(t('checkin.codeNotFound'));
      setResult({ code, participant });
      setState('awaiting');
    } catch (e) {
      const why = reason(e);
      fail(why || t('checkin.ui.verifyFailed'));
      toast.error(t('checkin.ui.scanFailed', { message: why || t('checkin.ui.verifyFailed') }));
      refresh(); // the server keeps a refused code as a failure record
    } finally {
      busy.current = false;
    }
  }, [c.paths.find, c.meetingId, t, refresh]);

  const invalid = useCallback((code: string) => {
    setLastCode(code);
    fail(t(c.invalidMessage));
    toast.warning(t(c.invalidMessage));
  }, [c.invalidMessage, t]);

  const confirm = useCallback(async () => {
    if (!result) return void toast.warning(t('checkin.ui.nothingToConfirm'));
    if (busy.current) return;
    busy.current = true;
    try {
      await http.post(c.paths.confirm, { userId: result.participant.id, meetingId: Number(c.meetingId), status: 'checked_in', checkinCode: result.code });
      toast.success(t('checkin.ui.confirmed', { name: result.participant.name }));
      setResult(null);
      setState('ready');
      setMessage('');
    } catch (e) {
      fail(reason(e));
      toast.error(t('checkin.ui.confirmFailed', { message: reason(e) }));
    } finally {
      busy.current = false;
      refresh();
    }
  }, [result, c.paths.confirm, c.meetingId, t, refresh]);

  const reject = useCallback(() => {
    setResult(null);
    setState('ready');
    setMessage('');
    toast.info(t('checkin.ui.rejected'));
  }, [t]);

  return { state, result, message, lastCode, scan, invalid, confirm, reject };
}
