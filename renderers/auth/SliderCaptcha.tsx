// Server-issued slider puzzle: drag the piece into its gap; the server checks x and the trail.
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText, fetchChallenge, verifyChallenge, type Challenge, type TrailPoint } from './api';
import { useSliderDrag } from './useSliderDrag';

type Phase = 'loading' | 'error' | 'ready' | 'verifying' | 'passed' | 'failed';
const TOKEN_LIFE_MS = 290_000; // the server keeps a pass for 5 minutes
const CHALLENGE_LIFE_MS = 100_000; // and an unanswered challenge for 2

export interface SliderCaptchaProps {
  onVerified: (captchaToken: string) => void;
  /** The pass ran out (a fresh puzzle is shown): forget the token. */
  onExpired?: () => void;
  className?: string;
}

export function SliderCaptcha({ onVerified, onExpired, className = '' }: SliderCaptchaProps) {
  const { t } = useTranslation();
  const [challenge, setChallenge] = useState<Challenge | null>(null);
  const [phase, setPhase] = useState<Phase>('loading');
  const [failure, setFailure] = useState('');
  const boxRef = useRef<HTMLDivElement>(null);
  const seq = useRef(0);

  const load = useCallback(async () => {
    const n = ++seq.current;
    setPhase('loading');
    try {
      const c = await fetchChallenge();
      if (n !== seq.current) return;
      setChallenge(c);
      setPhase('ready');
    } catch {
      if (n === seq.current) setPhase('error');
    }
  }, []);

  const release = async (x: number, trail: TrailPoint[]) => {
    if (!challenge) return;
    const n = seq.current;
    setFailure('');
    setPhase('verifying');
    try {
      const { captchaToken } = await verifyChallenge(challenge.id, x, trail);
      if (n !== seq.current) return;
      setFailure('');
      setPhase('passed');
      onVerified(captchaToken);
    } catch (e) {
      if (n !== seq.current) return;
      setFailure(errorText(e, t, 'captcha.failed'));
      setPhase('failed');
      boxRef.current?.animate?.(
        [0, -8, 8, -6, 6, -3, 0].map((px) => ({ transform: `translateX(${px}px)` })),
        { duration: 450 },
      );
      setTimeout(() => n === seq.current && load(), 600);
    }
  };

  const width = challenge?.width ?? 320;
  const piece = challenge?.pieceSize ?? 44;
  const drag = useSliderDrag({ max: width - piece, imageWidth: width, enabled: phase === 'ready', onRelease: release });
  const { reset } = drag;

  useEffect(() => {
    load();
    return () => void seq.current++;
  }, [load]);
  const expired = useRef(onExpired);
  expired.current = onExpired;
  const busy = useRef(false); // dragging, or moved by keys
  busy.current = drag.dragging || drag.x > 0;
  useEffect(() => {
    if (phase === 'loading') reset();
    if (phase === 'ready') {
      // swap a challenge before the server forgets it (not under the user's finger)
      const timer = setInterval(() => !busy.current && load(), CHALLENGE_LIFE_MS);
      return () => clearInterval(timer);
    }
    if (phase !== 'passed') return;
    const timer = setTimeout(() => {
      expired.current?.();
      load();
    }, TOKEN_LIFE_MS);
    return () => clearTimeout(timer);
  }, [phase, reset, load]);

  const refresh = () => {
    setFailure('');
    load();
  };
  const pct = (v: number) => `${(v / width) * 100}%`;
  const status =
    phase === 'passed' ? t('captcha.passed')
    : phase === 'verifying' ? t('login.captcha.verifying')
    : failure ? failure
    : phase === 'loading' ? t('login.captcha.loading')
    : phase === 'error' ? t('login.captcha.loadFailed')
    : ''; // ready: the track shows the hint
  const tone =
    phase === 'passed' ? 'text-green-600 dark:text-green-400'
    : failure || phase === 'error' ? 'text-red-600 dark:text-red-400'
    : 'text-gray-500 dark:text-gray-400';
  const accent = phase === 'passed' ? 'green' : failure ? 'red' : 'brand';

  return (
    <div role="group" aria-label={t('login.captcha.label')} data-testid="captcha" data-state={phase}
      className={`w-full select-none ${className}`} style={{ maxWidth: width }}>
      <div ref={boxRef} className="relative w-full overflow-hidden rounded-md bg-gray-100 dark:bg-gray-800"
        style={{ aspectRatio: `${width} / ${challenge?.height ?? 160}` }}>
        {challenge && (
          <>
            <img data-testid="captcha-bg" src={challenge.background} alt={t('login.captcha.image')} draggable={false}
              className="absolute inset-0 h-full w-full" />
            <img src={challenge.piece} alt="" aria-hidden draggable={false} data-testid="captcha-piece"
              className="pointer-events-none absolute drop-shadow-[0_0_3px_rgba(0,0,0,0.6)]"
              style={{ left: pct(drag.x), top: `${(challenge.pieceY / challenge.height) * 100}%`, width: pct(piece) }} />
          </>
        )}
        {phase === 'loading' && (
          <div className="absolute inset-0 grid place-items-center text-sm text-gray-500 dark:text-gray-400">
            <span className="h-6 w-6 animate-spin rounded-full border-2 border-gray-300 border-t-brand-500" aria-hidden />
          </div>
        )}
        {phase === 'error' && (
          <button type="button" onClick={refresh} data-testid="captcha-retry"
            className="absolute inset-0 grid place-items-center text-sm font-medium text-brand-600 hover:underline dark:text-brand-100">
            {t('login.captcha.retry')}
          </button>
        )}
        {phase !== 'passed' && (
          <button type="button" onClick={refresh} data-testid="captcha-refresh" disabled={phase === 'verifying'}
            aria-label={t('login.captcha.refresh')} title={t('login.captcha.refresh')}
            className="absolute right-1.5 top-1.5 rounded-full bg-black/45 p-1.5 text-white hover:bg-black/65 focus-visible:outline-2 focus-visible:outline-brand-500 disabled:opacity-50">
            <svg viewBox="0 0 24 24" className="h-4 w-4" fill="none" stroke="currentColor" strokeWidth="2.2" aria-hidden>
              <path d="M20 11a8 8 0 1 0-2.3 5.7M20 4v7h-7" strokeLinecap="round" strokeLinejoin="round" />
            </svg>
          </button>
        )}
      </div>
      <div data-testid="captcha-track"
        className="relative mt-2 h-10 w-full rounded-md border border-gray-200 bg-gray-50 dark:border-gray-700 dark:bg-gray-900">
        <div aria-hidden className={`absolute inset-y-0 left-0 rounded-l-md ${fill[accent]}`} style={{ width: pct(drag.x + piece / 2) }} />
        <span aria-hidden className="pointer-events-none absolute inset-0 grid place-items-center pr-2 pl-12 text-center text-xs leading-tight text-gray-500 dark:text-gray-400">
          {phase === 'ready' && drag.x === 0 && !failure ? t('login.captcha.hint') : ''}
        </span>
        <div role="slider" tabIndex={phase === 'ready' ? 0 : -1} data-testid="captcha-handle"
          aria-label={t('login.captcha.handle')} aria-valuemin={0} aria-valuemax={width - piece}
          aria-valuenow={Math.round(drag.x)} aria-disabled={phase !== 'ready'} {...drag.handleProps}
          className={`absolute inset-y-0 grid touch-none place-items-center rounded-md border shadow-sm outline-none focus-visible:ring-2 focus-visible:ring-brand-500 ${knob[accent]} ${phase === 'ready' ? 'cursor-grab active:cursor-grabbing' : 'cursor-default'} ${phase === 'loading' || phase === 'error' ? 'opacity-50' : ''}`}
          style={{ left: pct(drag.x), width: pct(piece), minWidth: 36 }}>
          <svg viewBox="0 0 24 24" className="h-5 w-5" fill="none" stroke="currentColor" strokeWidth="2.2" aria-hidden>
            <path d={phase === 'passed' ? 'M5 12l5 5 9-10' : 'M5 12h14M13 6l6 6-6 6'} strokeLinecap="round" strokeLinejoin="round" />
          </svg>
        </div>
      </div>
      <p data-testid="captcha-status" data-state={phase} aria-live="polite" className={`mt-1 min-h-5 text-xs ${tone}`}>{status}</p>
    </div>
  );
}

const fill = {
  brand: 'bg-brand-100/70 dark:bg-brand-500/20',
  green: 'bg-green-100 dark:bg-green-500/20',
  red: 'bg-red-100 dark:bg-red-500/20',
};
const knob = {
  brand: 'border-gray-300 bg-white text-gray-600 dark:border-gray-600 dark:bg-gray-700 dark:text-gray-200',
  green: 'border-green-500 bg-green-500 text-white',
  red: 'border-red-500 bg-red-500 text-white',
};
