// Screen kind "checkin-code": the logged-in participant's door code as a QR code to show at the
// scanner, with the meeting and ticket of the registration it lets in (spec 3 §7: the screen's
// `source`, sent with the participant token; issue 15: a code belongs to a
// registration that may enter). Without one the server answers 404 and the screen says so.
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import QRCode from 'qrcode';
import { z } from 'zod';
import { ScreenError, type RendererProps } from '@runtime/registry';
import { useDataSource } from '@runtime/data';
import { ApiError, serverMessage } from '@runtime/http';

const schema = z.looseObject({
  kind: z.literal('checkin-code'),
  source: z.object({ method: z.literal('GET'), path: z.string().startsWith('/') }),
  size: z.number().int().min(120).max(480).default(240),
});

/** signedCode (issue 20): the code with the meeting key's signature, what the QR carries so an offline door can verify it */
interface Door { checkinCode: string; signedCode?: string; name: string; meetingTitle?: string | null; ticket?: string | null }

export function CheckinCodeScreen({ config }: RendererProps) {
  const { t } = useTranslation();
  const parsed = useMemo(() => schema.safeParse(config), [config]);
  if (!parsed.success) return <ScreenError title={t('http.invalidScreen')} detail={parsed.error.message} />;
  return <CheckinCode source={parsed.data.source.path} size={parsed.data.size} />;
}

function CheckinCode({ source, size }: { source: string; size: number }) {
  const { t } = useTranslation();
  const ds = useDataSource<Door>({ path: source });
  const data = ds.data as Door | undefined;
  const [png, setPng] = useState('');
  useEffect(() => {
    const qr = data?.signedCode ?? data?.checkinCode;
    if (!qr) return;
    let live = true;
    // error correction M: a phone screen held under a scanner, possibly with a scratch or glare
    QRCode.toDataURL(qr, { width: size, margin: 1, errorCorrectionLevel: 'M' }).then((url) => live && setPng(url));
    return () => {
      live = false;
    };
  }, [data?.signedCode, data?.checkinCode, size]);
  if (ds.error && !data && ds.error instanceof ApiError && ds.error.status === 404) {
    return (
      <section data-screen="checkin-code" data-no-code className="mx-auto max-w-sm space-y-3 px-4 py-8 text-center">
        <h1 className="text-lg font-semibold text-slate-900 dark:text-white">{t('checkin.door.title')}</h1>
        <p role="status" className="text-sm text-slate-600 dark:text-slate-300">{t('checkin.door.none')}</p>
      </section>
    );
  }
  if (ds.error && !data) return <ScreenError title={t('checkin.ui.codeFailed', { message: serverMessage(ds.error.body) ?? ds.error.message })} />;
  return (
    <section data-screen="checkin-code" className="mx-auto max-w-sm space-y-4 px-4 py-8 text-center">
      <h1 className="text-lg font-semibold text-slate-900 dark:text-white">{t('checkin.door.title')}</h1>
      {data?.name && <p className="text-slate-600 dark:text-slate-300">{data.name}</p>}
      {(data?.meetingTitle || data?.ticket) && (
        <dl className="mx-auto grid max-w-xs grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-left text-sm">
          <dt className="text-slate-500 dark:text-slate-400">{t('checkin.door.meeting')}</dt>
          <dd data-field="meeting" className="text-slate-900 dark:text-slate-100">{data.meetingTitle ?? '—'}</dd>
          <dt className="text-slate-500 dark:text-slate-400">{t('checkin.door.ticket')}</dt>
          <dd data-field="ticket" className="text-slate-900 dark:text-slate-100">{data.ticket ?? '—'}</dd>
        </dl>
      )}
      <div className="mx-auto inline-block rounded-xl bg-white p-3 ring-1 ring-slate-200 dark:ring-slate-700">
        {png ? <img data-qr data-signed={data?.signedCode ? 'yes' : 'no'} src={png} width={size} height={size} alt={data?.checkinCode} /> : <div style={{ width: size, height: size }} role="status" />}
      </div>
      <p data-code className="font-mono text-xl tracking-widest text-slate-900 dark:text-white">{data?.checkinCode ?? ''}</p>
      <p className="text-sm text-slate-500 dark:text-slate-400">{t('checkin.door.hint')}</p>
    </section>
  );
}
