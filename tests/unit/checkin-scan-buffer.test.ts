// The scan buffer as a hardware scanner meets it: fast keys then Enter submit; a pause longer than
// the timeout clears; keys typed into inputs are the operator's and ignored; short scans are invalid.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createScanBuffer, inEditable } from '../../renderers/checkin/scanBuffer';

function setup(minLength = 3, timeoutMs = 1500) {
  const scans: string[] = [];
  const invalid: string[] = [];
  const changes: string[] = [];
  const b = createScanBuffer({ minLength, timeoutMs, onScan: (c) => scans.push(c), onInvalid: (c) => invalid.push(c), onChange: (v) => changes.push(v) });
  const type = (text: string, target: unknown = null) => [...text].forEach((key) => b.handleKey({ key, target: target as EventTarget }));
  return { b, scans, invalid, changes, type, enter: (target: unknown = null) => b.handleKey({ key: 'Enter', target: target as EventTarget }) };
}

describe('scan buffer', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('submits what was typed on Enter and starts empty again', () => {
    const s = setup();
    s.type('AB3K9');
    expect(s.b.value).toBe('AB3K9');
    s.enter();
    expect(s.scans).toEqual(['AB3K9']);
    expect(s.b.value).toBe('');
    s.enter(); // Enter on an empty buffer does nothing
    expect(s.scans).toHaveLength(1);
  });

  it('clears after the timeout without a key, not before', () => {
    const s = setup(3, 1500);
    s.type('XYZ');
    vi.advanceTimersByTime(1400);
    s.type('W'); // each key restarts the wait
    vi.advanceTimersByTime(1400);
    expect(s.b.value).toBe('XYZW');
    vi.advanceTimersByTime(101);
    expect(s.b.value).toBe('');
    s.enter();
    expect(s.scans).toEqual([]);
  });

  it('the standalone page waits 2 s and wants 4 characters', () => {
    const s = setup(4, 2000);
    s.type('ABC');
    vi.advanceTimersByTime(1600);
    expect(s.b.value).toBe('ABC');
    s.enter();
    expect(s.invalid).toEqual(['ABC']);
    s.type('ABCD');
    s.enter();
    expect(s.scans).toEqual(['ABCD']);
  });

  it('reports a scan shorter than the minimum as invalid', () => {
    const s = setup(3);
    s.type('AB');
    s.enter();
    expect([s.scans, s.invalid]).toEqual([[], ['AB']]);
  });

  it('ignores keys typed into inputs, text areas, selects and editable elements, and modifier or named keys', () => {
    const s = setup();
    for (const tagName of ['INPUT', 'TEXTAREA', 'SELECT']) s.type('QQQ', { tagName });
    s.type('QQQ', { tagName: 'DIV', isContentEditable: true });
    s.b.handleKey({ key: 'a', ctrlKey: true });
    s.b.handleKey({ key: 'Shift' });
    s.b.handleKey({ key: 'Tab' });
    expect(s.b.value).toBe('');
    s.type('K7M');
    s.enter({ tagName: 'INPUT' }); // Enter in an input is the form's
    expect(s.scans).toEqual([]);
    s.enter({ tagName: 'BUTTON' });
    expect(s.scans).toEqual(['K7M']);
    expect(inEditable({ tagName: 'BODY' } as unknown as EventTarget)).toBe(false);
  });

  it('a radio or checkbox with focus (the door mode) takes no text: a scan typed then is the scanner’s', () => {
    const s = setup();
    s.type('K7M2', { tagName: 'INPUT', type: 'radio' });
    s.enter({ tagName: 'INPUT', type: 'radio' });
    expect(s.scans).toEqual(['K7M2']);
    expect(inEditable({ tagName: 'INPUT', type: 'checkbox' } as unknown as EventTarget)).toBe(false);
    expect(inEditable({ tagName: 'INPUT', type: 'text' } as unknown as EventTarget)).toBe(true);
  });
});
