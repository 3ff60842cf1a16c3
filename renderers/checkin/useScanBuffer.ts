// The scan buffer bound to the page's key presses while the scanner screen is open.
import { useEffect, useRef, useState } from 'react';
import { createScanBuffer } from './scanBuffer';

export function useScanBuffer(opts: { timeoutMs: number; minLength: number; onScan(code: string): void; onInvalid(code: string): void }) {
  const [buffer, setBuffer] = useState('');
  const latest = useRef(opts);
  latest.current = opts;
  useEffect(() => {
    const b = createScanBuffer({
      timeoutMs: opts.timeoutMs,
      minLength: opts.minLength,
      onChange: setBuffer,
      onScan: (c) => latest.current.onScan(c),
      onInvalid: (c) => latest.current.onInvalid(c),
    });
    const onKey = (e: KeyboardEvent) => b.handleKey(e);
    window.addEventListener('keydown', onKey);
    return () => {
      window.removeEventListener('keydown', onKey);
      b.clear();
    };
  }, [opts.timeoutMs, opts.minLength]);
  return buffer;
}
