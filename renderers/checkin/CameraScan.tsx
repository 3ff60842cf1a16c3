// Scanning with the device camera where the browser has BarcodeDetector and a camera can be asked
// for; elsewhere the button is not shown (a hardware scanner or manual entry still work).
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '@runtime/toast';
import { buttonCls } from '../form/theme/cls';

interface Detector {
  detect(source: HTMLVideoElement): Promise<Array<{ rawValue: string }>>;
}
type DetectorCtor = new (o?: { formats?: string[] }) => Detector;

const detectorCtor = (): DetectorCtor | undefined =>
  typeof window !== 'undefined' && 'BarcodeDetector' in window && !!navigator.mediaDevices?.getUserMedia
    ? (window as unknown as { BarcodeDetector: DetectorCtor }).BarcodeDetector
    : undefined;

export const cameraAvailable = () => !!detectorCtor();

export function CameraScan({ onScan }: { onScan(code: string): void }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const video = useRef<HTMLVideoElement>(null);

  useEffect(() => {
    const Ctor = detectorCtor();
    if (!open || !Ctor) return;
    let stream: MediaStream | undefined;
    let timer: ReturnType<typeof setInterval> | undefined;
    let stopped = false;
    const detector = new Ctor({ formats: ['qr_code', 'code_128', 'code_39', 'ean_13'] });
    navigator.mediaDevices.getUserMedia({ video: { facingMode: 'environment' } }).then(async (s) => {
      if (stopped) return s.getTracks().forEach((tr) => tr.stop());
      stream = s;
      const v = video.current!;
      v.srcObject = s;
      await v.play().catch(() => undefined);
      // a few looks a second is plenty for a badge held up to the camera
      timer = setInterval(async () => {
        const found = await detector.detect(v).catch(() => []);
        if (found[0]?.rawValue && !stopped) {
          setOpen(false);
          onScan(found[0].rawValue.trim());
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
