// The scanner's states (spec 2 §4; issue 15): ready → verifying → awaiting confirmation ("confirm
// each") → admitted, or straight to admitted ("scan to check in": the scan itself records the arrival);
// any refusal → failed, with the server's reason in the user's language (the request carries it). A
// failure leaves nothing to confirm. Each verdict beeps (beep.ts) and refreshes the figures and the
// recent list (the server keeps refusals as failure records too).
import { useCallback, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError, http, serverMessage } from '@runtime/http';
import { toast } from '@runtime/toast';
import type { DoorMode, ScanResult, ScanState, ScannerConfig } from './config';
import { beep } from './beep';

const reason = (e: unknown) => (e instanceof ApiError ? (serverMessage(e.body) ?? e.message) : e instanceof Error ? e.message : String(e));

type Found = Omit<ScanResult, 'code'> & { user?: ScanResult['participant'] };

export function useScanner(c: ScannerConfig, refresh: () => void, mode: DoorMode) {
  const { t } = useTranslation();
  const [state, setState] = useState<ScanState>('ready');
  const [result, setResult] = useState<ScanResult | null>(null);
  const [message, setMessage] = useState('');
  const [lastCode, setLastCode] = useState('');
  const busy = useRef(false);

  const fail = (text: string) => {
    setResult(null);
    setState('failed');
    setMessage(text);
    beep(false);
  };
  const admitted = (code: string, data: Found) => {
    const participant = data.participant ?? data.user!;
    // the code as stored (upper case), whatever case it was typed in
    setResult({ code: participant.checkinCode ?? code, participant, registration: data.registration });
    setState('admitted');
    setMessage('');
    beep(true);
  };

  const scan = useCallback(async (code: string) => {
    if (busy.current) return;
    busy.current = true;
    setLastCode(code);
    setResult(null);
    setMessage('');
    setState('verifying');
    try {
      if (mode === 'auto') {
        admitted(code, await http.post<Found>(c.paths.scan, { code }));
      } else {
        const data = await http.get<Found>(c.paths.find, { checkinCode: code, meetingId: c.meetingId });
        const participant = data?.participant ?? data?.user;
        if (!participant) throw new Error(t('checkin.codeNotFound'));
        setResult({ code: participant.checkinCode ?? code, participant, registration: data.registration });
        setState('awaiting');
      }
    } catch (e) {
      fail(reason(e) || t('checkin.ui.verifyFailed'));
    } finally {
      busy.current = false;
      refresh(); // an arrival, or a refusal the server kept as a failure record
    }
  }, [mode, c.paths.scan, c.paths.find, c.meetingId, t, refresh]);

  const invalid = useCallback((code: string) => {
    setLastCode(code);
    fail(t(c.invalidMessage));
  }, [c.invalidMessage, t]);

  const confirm = useCallback(async () => {
    if (!result || state !== 'awaiting') return void toast.warning(t('checkin.ui.nothingToConfirm'));
    if (busy.current) return;
    busy.current = true;
    try {
      const data = await http.post<Found>(c.paths.confirm, { userId: result.participant.id, meetingId: Number(c.meetingId), status: 'checked_in', checkinCode: result.code });
      admitted(result.code, data);
    } catch (e) {
      fail(reason(e));
    } finally {
      busy.current = false;
      refresh();
    }
  }, [result, state, c.paths.confirm, c.meetingId, t, refresh]);

  /** back to ready: a rejected match, or the verdict screen dismissed */
  const reset = useCallback((rejected = false) => {
    setResult(null);
    setState('ready');
    setMessage('');
    if (rejected) toast.info(t('checkin.ui.rejected'));
  }, [t]);

  const reject = useCallback(() => reset(true), [reset]);
  const dismiss = useCallback(() => reset(false), [reset]);
  return { state, result, message, lastCode, scan, invalid, confirm, reject, dismiss };
}
