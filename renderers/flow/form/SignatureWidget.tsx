// The designed form's e-signature field: the participant draws on a pad (mouse, pen or finger); a moment
// after the last stroke the drawing is sent as a PNG through the form's own upload (sniffed, counted
// against the quota and kept private like any attached image), and the field's value is that file's path.
// The pad is white with black ink in both themes, so the stored image prints and exports as signed.
import { useEffect, useRef, useState } from 'react';
import type { WidgetProps } from '@rjsf/utils';
import { useTranslation } from 'react-i18next';
import { buttonCls, cx, helpCls } from '../ui';
import { previewOf } from './previews';
import { FileLink } from '../../files/FileLink';

/** how long after the last stroke the drawing is sent (more strokes within it make one file) */
const SETTLE_MS = 900;
const HEIGHT = 160;

export function SignatureWidget(p: WidgetProps) {
  const { t } = useTranslation();
  const canvas = useRef<HTMLCanvasElement>(null);
  const drawing = useRef(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const [inked, setInked] = useState(false);
  const [busy, setBusy] = useState(false);
  const [err, setErr] = useState('');
  const upload = p.registry.formContext?.upload as ((f: File) => Promise<string>) | undefined;
  const o = p.options as { tip?: string };
  const value = typeof p.value === 'string' ? p.value : '';
  const locked = p.disabled || p.readonly;

  // the backing store follows the element's size and the screen's density; resizing starts a blank pad
  const reset = () => {
    const c = canvas.current;
    if (!c) return;
    const dpr = window.devicePixelRatio || 1;
    c.width = Math.max(1, Math.round(c.clientWidth * dpr));
    c.height = Math.round(HEIGHT * dpr);
    const g = c.getContext('2d');
    if (!g) return;
    g.setTransform(dpr, 0, 0, dpr, 0, 0);
    g.fillStyle = '#ffffff';
    g.fillRect(0, 0, c.width, c.height);
    g.strokeStyle = '#111111';
    g.lineWidth = 2.2;
    g.lineCap = 'round';
    g.lineJoin = 'round';
    setInked(false);
  };
  useEffect(() => {
    reset();
    return () => clearTimeout(timer.current);
  }, []);

  const at = (e: React.PointerEvent<HTMLCanvasElement>) => {
    const r = e.currentTarget.getBoundingClientRect();
    return [e.clientX - r.left, e.clientY - r.top] as const;
  };
  const send = () => {
    const c = canvas.current;
    if (!c) return;
    c.toBlob(async (blob) => {
      if (!blob) return;
      setBusy(true);
      setErr('');
      try {
        const file = new File([blob], 'signature.png', { type: 'image/png' });
        p.onChange(upload ? await upload(file) : file.name);
      } catch {
        setErr(t('flowUi.uploadFailed'));
      } finally {
        setBusy(false);
      }
    }, 'image/png');
  };
  const down = (e: React.PointerEvent<HTMLCanvasElement>) => {
    if (locked || busy) return;
    clearTimeout(timer.current);
    e.currentTarget.setPointerCapture(e.pointerId);
    // the pad was hidden (a stored signature showed) or resized since it was set up: start it afresh
    if (!inked && e.currentTarget.width !== Math.max(1, Math.round(e.currentTarget.clientWidth * (window.devicePixelRatio || 1)))) reset();
    const g = e.currentTarget.getContext('2d');
    if (!g) return;
    drawing.current = true;
    const [x, y] = at(e);
    g.beginPath();
    g.moveTo(x, y);
    // a dot for a tap
    g.lineTo(x + 0.1, y + 0.1);
    g.stroke();
    setInked(true);
  };
  const move = (e: React.PointerEvent<HTMLCanvasElement>) => {
    if (!drawing.current) return;
    const g = e.currentTarget.getContext('2d');
    const [x, y] = at(e);
    g?.lineTo(x, y);
    g?.stroke();
  };
  const up = () => {
    if (!drawing.current) return;
    drawing.current = false;
    timer.current = setTimeout(send, SETTLE_MS);
  };
  const clear = () => {
    clearTimeout(timer.current);
    setErr('');
    p.onChange(undefined);
    // after the pad is shown again, so it takes its width
    requestAnimationFrame(reset);
  };

  const preview = value ? previewOf(value) : undefined;
  return (
    <div data-testid={`signature-${p.name}`}>
      <p className={helpCls}>{t('flowUi.signHere')}</p>
      {/* a stored signature from an earlier visit shows until the participant signs again */}
      {value && !inked && preview && <img src={preview} alt={t('flowUi.signSaved')} className="mb-1 h-20 rounded border border-gray-300 bg-white dark:border-gray-600" />}
      <canvas
        id={p.id}
        ref={canvas}
        role="img"
        aria-label={t('flowUi.signPad')}
        aria-invalid={!!p.rawErrors?.length}
        className={cx('block w-full cursor-crosshair touch-none rounded border bg-white', p.rawErrors?.length ? 'border-red-500' : 'border-gray-300 dark:border-gray-600', (value && !inked && preview) || locked ? 'hidden' : '')}
        style={{ height: HEIGHT }}
        onPointerDown={down}
        onPointerMove={move}
        onPointerUp={up}
        onPointerCancel={up}
      />
      <div className="mt-1 flex flex-wrap items-center gap-2">
        {!locked && (inked || value) && <button type="button" className={buttonCls('secondary')} onClick={clear} disabled={busy}>{t('flowUi.signClear')}</button>}
        {busy && <span className={helpCls}>{t('flowUi.uploading')}</span>}
        {!busy && value && <span className="text-sm text-gray-700 dark:text-gray-200" role="status">{t('flowUi.signSaved')} · <FileLink value={value} href={preview} /></span>}
      </div>
      {(err || o.tip) && <p className={cx(helpCls, err && 'text-red-600 dark:text-red-400')} role={err ? 'alert' : undefined}>{err || o.tip}</p>}
    </div>
  );
}
