// The e-ticket: the registration's door code (issue 15) as text, and as a QR code (qrcode package) the
// signed code the server answers with it (issue 20: a scanner offline verifies it; the browser never
// makes one), for the scanner at the door, with the flow, ticket and the registration's transfer reference.
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import QRCode from 'qrcode';

/** `code` is read by a person (typed at the door if need be), `qr` is what the QR code holds. */
export function ETicket({ code, qr, title, reference }: { code: string; qr: string; title: string; reference?: string | null }) {
  const { t } = useTranslation();
  const [src, setSrc] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    QRCode.toDataURL(qr, { margin: 1, width: 256, errorCorrectionLevel: 'M' }).then((url) => live && setSrc(url), () => live && setSrc(null));
    return () => {
      live = false;
    };
  }, [qr]);
  return (
    <div data-testid="e-ticket" className="flex items-center gap-4 rounded-lg border border-dashed border-emerald-300 bg-emerald-50/60 p-3 dark:border-emerald-500/40 dark:bg-emerald-500/10">
      {src ? (
        <img src={src} alt={t('myRegistrations.qrAlt')} data-qr={qr} className="h-32 w-32 shrink-0 rounded bg-white p-1" />
      ) : (
        <div className="h-32 w-32 shrink-0 animate-pulse rounded bg-white/70 dark:bg-slate-800" />
      )}
      <div className="min-w-0 text-sm">
        <div className="font-semibold text-emerald-800 dark:text-emerald-300">{t('myRegistrations.eTicket')}</div>
        <div className="mt-1 truncate text-slate-600 dark:text-slate-300">{title}</div>
        <div className="mt-2 text-xs text-slate-600 dark:text-slate-400">{t('myRegistrations.checkinCode')}</div>
        <div data-testid="checkin-code" className="font-mono text-base tracking-widest text-slate-900 dark:text-white">{code}</div>
        {reference && (
          <div className="mt-1 text-xs text-slate-600 dark:text-slate-300">
            {t('myRegistrations.reference')} <span data-testid="ticket-reference" className="font-mono font-semibold tracking-wider text-slate-900 dark:text-white">{reference}</span>
          </div>
        )}
        <div className="mt-1 text-xs text-slate-600 dark:text-slate-400">{t('myRegistrations.showAtDoor')}</div>
      </div>
    </div>
  );
}
