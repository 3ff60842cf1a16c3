// What a hardware scanner does to a page: it types the code as fast key presses and ends with Enter.
// The buffer keeps printable keys, submits on Enter, clears after `timeoutMs` without a key, and
// ignores keys typed into form fields (the operator's own typing). No DOM beyond the event fields.

export interface ScanBufferOptions {
  timeoutMs: number;
  minLength: number;
  onChange(buffer: string): void;
  onScan(code: string): void;
  /** a submitted buffer shorter than minLength */
  onInvalid(code: string): void;
}

export interface KeyLike {
  key: string;
  target?: EventTarget | null;
  ctrlKey?: boolean;
  altKey?: boolean;
  metaKey?: boolean;
  isComposing?: boolean;
  preventDefault?(): void;
}

const NOT_TEXT = new Set(['radio', 'checkbox', 'button', 'submit', 'reset']);

/** Whether the key was typed into something that takes text (then it is the operator's, not the scanner's). */
export function inEditable(target: EventTarget | null | undefined): boolean {
  const el = target as (HTMLElement & { isContentEditable?: boolean }) | null | undefined;
  if (!el || typeof el !== 'object' || !('tagName' in el)) return false;
  const tag = String(el.tagName).toUpperCase();
  // a radio or checkbox (the door mode) takes no text: a scan typed while it has focus is the scanner's
  if (tag === 'INPUT') return !NOT_TEXT.has(String((el as HTMLInputElement).type ?? '').toLowerCase());
  return tag === 'TEXTAREA' || tag === 'SELECT' || !!el.isContentEditable;
}

export function createScanBuffer(o: ScanBufferOptions) {
  let buffer = '';
  let timer: ReturnType<typeof setTimeout> | undefined;
  const set = (next: string) => {
    buffer = next;
    o.onChange(buffer);
  };
  const clear = () => {
    if (timer) clearTimeout(timer);
    timer = undefined;
    if (buffer) set('');
  };
  return {
    handleKey(e: KeyLike) {
      if (inEditable(e.target) || e.ctrlKey || e.altKey || e.metaKey || e.isComposing) return;
      if (e.key === 'Enter') {
        if (!buffer) return;
        const code = buffer.trim();
        e.preventDefault?.();
        clear();
        if (code.length < o.minLength) o.onInvalid(code);
        else o.onScan(code);
        return;
      }
      if (e.key.length !== 1) return; // Shift, Tab, arrows…
      set(buffer + e.key);
      if (timer) clearTimeout(timer);
      timer = setTimeout(clear, o.timeoutMs);
    },
    clear,
    get value() {
      return buffer;
    },
  };
}
