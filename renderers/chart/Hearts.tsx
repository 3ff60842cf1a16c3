// The dashboard's heart button (spec 1 §2: 50 hearts over 3 seconds): a burst of hearts floats up over
// the page and is gone when the time is up. Decoration only; nothing is sent. Reduced motion: no burst.
import { useEffect, useState } from 'react';
import { useText, type Text } from '@renderers/site';

export interface HeartsProps {
  count: number;
  ms: number;
  label: Text;
}

const HEART = 'M12 21s-7.5-4.6-9.6-9.2C.9 8.4 3 4.5 6.7 4.5c2.1 0 3.6 1.2 4.3 2.6.8-1.4 2.3-2.6 4.3-2.6 3.8 0 5.8 3.9 4.3 7.3C19.5 16.4 12 21 12 21z';
const KEYFRAMES = '@keyframes conflow-heart{0%{transform:translateY(0) scale(.6);opacity:0}15%{opacity:1}100%{transform:translateY(-70vh) scale(1.1);opacity:0}}';

/** Positions, sizes, delays and tints for one burst (random, so each burst looks different). */
function burst(count: number, ms: number) {
  return Array.from({ length: count }, (_, i) => ({
    key: i,
    left: Math.random() * 96,
    size: 14 + Math.random() * 18,
    delay: Math.random() * ms * 0.4,
    hue: Math.random() < 0.5 ? 'text-rose-500' : 'text-pink-400',
  }));
}

export function Hearts({ count, ms, label }: HeartsProps) {
  const tx = useText();
  const [hearts, setHearts] = useState<ReturnType<typeof burst>>([]);
  useEffect(() => {
    if (!hearts.length) return;
    const id = setTimeout(() => setHearts([]), ms);
    return () => clearTimeout(id);
  }, [hearts, ms]);
  const go = () => {
    if (typeof matchMedia === 'function' && matchMedia('(prefers-reduced-motion: reduce)').matches) return;
    setHearts(burst(count, ms));
  };
  return (
    <>
      <button type="button" onClick={go} aria-label={tx(label)} title={tx(label)} data-testid="hearts"
        className="inline-flex h-9 w-9 items-center justify-center rounded-lg text-rose-500 ring-1 ring-inset ring-slate-200 hover:bg-rose-50 dark:ring-slate-700 dark:hover:bg-rose-500/10">
        <svg viewBox="0 0 24 24" className="h-5 w-5" fill="currentColor" aria-hidden="true"><path d={HEART} /></svg>
      </button>
      {hearts.length > 0 && (
        <div aria-hidden="true" data-testid="hearts-burst" className="pointer-events-none fixed inset-0 z-50 overflow-hidden">
          <style>{KEYFRAMES}</style>
          {hearts.map((h) => (
            <svg key={h.key} viewBox="0 0 24 24" fill="currentColor" className={`absolute bottom-0 ${h.hue}`}
              style={{ left: `${h.left}%`, width: h.size, height: h.size, opacity: 0, animation: `conflow-heart ${ms - h.delay}ms ease-out ${h.delay}ms forwards` }}>
              <path d={HEART} />
            </svg>
          ))}
        </div>
      )}
    </>
  );
}
