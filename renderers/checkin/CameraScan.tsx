// Scanning with the device camera wherever a camera can be asked for (frameDecoder.ts: BarcodeDetector,
// else jsQR); without a camera the button is not shown (a hardware scanner or manual entry still work).
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '@runtime/toast';
import { buttonCls } from '../form/theme/cls';
import { cameraAvailable, frameDecoder } from './frameDecoder';

export function CameraScan({ onScan }: { onScan(code: string): void }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const video = useRef<HTMLVideoElement>(null);

  useEffect(() => {
    if (!open || !cameraAvailable()) return;
    let stream: MediaStream | undefined;
    let timer: ReturnType<typeof setInterval> | undefined;
    let stopped = false;
    Promise.all([navigator.mediaDevices.getUserMedia({ video: { facingMode: 'environment' } }), frameDecoder()]).then(async ([s, decode]) => {
      if (stopped) return s.getTracks().forEach((tr) => tr.stop());
      stream = s;
      const v = video.current!;
      v.srcObject = s;
      await v.play().catch(() => undefined);
      // a few looks a second is plenty for a badge held up to the camera
      let busy = false;
      timer = setInterval(async () => {
        if (busy || stopped) return;
        busy = true;
        const code = await decode(v).catch(() => null);
        busy = false;
        if (code?.trim() && !stopped) {
          setOpen(false);
          onScan(code.trim());
        }
      }, 300);
    }, (e: Error) => {
      toast.error(t('checkin.ui.camera.failed', { message: e.message }));
      setOpen(false);
    });
    return () => {
      stopped = true;
      if (timer) clearInterval(timer);
      stream?.getTracks().forEach((tr) => tr.stop());
    };
  }, [open, onScan, t]);

  if (!cameraAvailable()) return null;
  return (
    <div className="space-y-2">
      <button type="button" data-action="camera" className={buttonCls('secondary')} onClick={() => setOpen((o) => !o)}>
        {t(open ? 'checkin.ui.camera.close' : 'checkin.ui.camera.open')}
      </button>
      {open && <video ref={video} muted playsInline className="aspect-video w-full max-w-sm rounded-lg bg-black" />}
    </div>
  );
}
