// The door's sound (issue 15): a short high tone for "in", a low double buzz for "refused", so staff
// hear the verdict without looking. WebAudio, one context made on the first use (browsers allow it
// after the page's first key press or click, which a scan is); silently nothing where there is none.
let ctx: AudioContext | null | undefined;

function audio(): AudioContext | null {
  if (ctx !== undefined) return ctx;
  const Ctor = typeof window !== 'undefined' ? (window.AudioContext ?? (window as unknown as { webkitAudioContext?: typeof AudioContext }).webkitAudioContext) : undefined;
  try {
    ctx = Ctor ? new Ctor() : null;
  } catch {
    ctx = null;
  }
  return ctx;
}

export function beep(ok: boolean): void {
  const a = audio();
  if (!a) return;
  const tones = ok ? [[880, 0, 0.15]] : [[220, 0, 0.18], [220, 0.24, 0.18]];
  for (const [hz, at, long] of tones) {
    const osc = a.createOscillator();
    const gain = a.createGain();
    osc.type = ok ? 'sine' : 'square';
    osc.frequency.value = hz;
    gain.gain.value = 0.2;
    osc.connect(gain).connect(a.destination);
    osc.start(a.currentTime + at);
    osc.stop(a.currentTime + at + long);
  }
}
