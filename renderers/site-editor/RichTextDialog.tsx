// The text component's rich-text dialog (spec 3 §4): bold, italic, underline, headings, lists, links,
// and media of the meeting's library (uploaded there: POST /api/media/upload) — an image as a responsive
// <img srcset>, a video with its controls, a file as a download link; save writes the content; closing
// with unsaved changes asks first. The server cleans the HTML on save (website/rich-text.ts).
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { srcsetOf } from '@shared/media/variants';
import { LinkRow } from './LinkRow';
import { MediaLibraryDialog, type LibraryKind } from './MediaLibraryDialog';
import type { LibraryItem } from './api';

const TOOLS: Array<[string, string, string?]> = [
  ['bold', 'B'], ['italic', 'I'], ['underline', 'U'], ['formatBlock', 'H2', 'h2'], ['formatBlock', 'H3', 'h3'], ['formatBlock', '¶', 'p'],
  ['insertUnorderedList', '•'], ['insertOrderedList', '1.'],
];

export function RichTextDialog({ content, onSave, onClose, meetingId }: { content: string; onSave(html: string): void; onClose(): void; meetingId?: string }) {
  const { t } = useTranslation();
  const box = useRef<HTMLDivElement>(null);
  const [changed, setChanged] = useState(false);
  const [asking, setAsking] = useState(false);
  const run = (cmd: string, arg?: string) => {
    box.current?.focus();
    // execCommand is deprecated but still the only built-in editing command set; enough for this dialog
    document.execCommand(cmd, false, arg);
    setChanged(true);
  };
  // the address field takes the focus: the selection is kept here and put back before the link is made
  const kept = useRef<Range | null>(null);
  const [linking, setLinking] = useState(false);
  const keepSelection = () => {
    const sel = window.getSelection();
    const r = sel && sel.rangeCount ? sel.getRangeAt(0) : null;
    kept.current = r && box.current?.contains(r.commonAncestorContainer) ? r.cloneRange() : null;
  };
  const openLink = () => {
    keepSelection();
    setLinking(true);
  };
  const applyLink = (url: string) => {
    setLinking(false);
    const r = kept.current;
    box.current?.focus();
    setChanged(true);
    if (!r || r.collapsed) return insertLink(box.current, r, url);
    const sel = window.getSelection();
    sel?.removeAllRanges();
    sel?.addRange(r);
    // createLink where the browser has it; else (jsdom) wrap the kept range by hand
    if (!(typeof document.execCommand === 'function' && document.execCommand('createLink', false, url))) wrapLink(r, url);
  };
  // media: the caret is kept as for a link, and the chosen file goes there
  const [media, setMedia] = useState<LibraryKind | null>(null);
  const openMedia = (kind: LibraryKind) => {
    keepSelection();
    setMedia(kind);
  };
  const insertMedia = (it: LibraryItem) => {
    const kind = media;
    setMedia(null);
    if (!kind || !box.current) return;
    insertNode(box.current, kept.current, mediaNode(kind, it));
    setChanged(true);
  };
  const close = () => (changed ? setAsking(true) : onClose());
  return (
    <div className="fixed inset-0 z-50 flex items-center justify-center bg-slate-900/50 p-4" role="dialog" aria-modal="true" aria-label={t('siteEditor.richTextTitle')} data-testid="richtext-dialog">
      <div className="flex max-h-[90vh] w-full max-w-3xl flex-col rounded-2xl bg-white shadow-xl dark:bg-slate-900">
        <header className="flex items-center justify-between border-b border-slate-200 px-5 py-3 dark:border-slate-800">
          <h2 className="font-semibold">{t('siteEditor.richTextTitle')}</h2>
          <button type="button" onClick={close} aria-label={t('siteEditor.close')} className="rounded p-1 text-slate-500 hover:bg-slate-100 dark:hover:bg-slate-800">✕</button>
        </header>
        <div className="flex flex-wrap gap-1 border-b border-slate-200 px-4 py-2 dark:border-slate-800">
          {TOOLS.map(([cmd, label, arg]) => (
            <button key={label} type="button" onMouseDown={(e) => e.preventDefault()} onClick={() => run(cmd, arg)} className="min-w-8 rounded px-2 py-1 text-sm font-semibold hover:bg-slate-100 dark:hover:bg-slate-800">{label}</button>
          ))}
          <button type="button" onMouseDown={(e) => e.preventDefault()} onClick={openLink} aria-pressed={linking} data-testid="richtext-link" className="rounded px-2 py-1 text-sm hover:bg-slate-100 dark:hover:bg-slate-800">{t('siteEditor.link')}</button>
          {meetingId && (['image', 'video', 'file'] as const).map((k) => (
            <button key={k} type="button" onMouseDown={(e) => e.preventDefault()} onClick={() => openMedia(k)} data-testid={`richtext-${k}`} className="rounded px-2 py-1 text-sm hover:bg-slate-100 dark:hover:bg-slate-800">{t(`siteEditor.insert.${k}`)}</button>
          ))}
        </div>
        {linking && <LinkRow onApply={applyLink} onCancel={() => setLinking(false)} />}
        <div ref={box} contentEditable suppressContentEditableWarning data-testid="richtext-editor" onInput={() => setChanged(true)}
          className="min-h-[240px] flex-1 overflow-y-auto px-5 py-4 leading-7 outline-none [&_h2]:text-2xl [&_h2]:font-semibold [&_h3]:text-xl [&_h3]:font-semibold [&_ol]:list-decimal [&_ol]:pl-6 [&_ul]:list-disc [&_ul]:pl-6"
          dangerouslySetInnerHTML={{ __html: content }} />
        <footer className="flex items-center justify-end gap-2 border-t border-slate-200 px-5 py-3 dark:border-slate-800">
          {asking ? (
            <>
              <span className="mr-auto text-sm text-amber-700 dark:text-amber-400">{t('siteEditor.discardAsk')}</span>
              <button type="button" onClick={() => setAsking(false)} className="rounded-lg border border-slate-300 px-3 py-1.5 text-sm dark:border-slate-600">{t('siteEditor.keepEditing')}</button>
              <button type="button" onClick={onClose} className="rounded-lg bg-rose-600 px-3 py-1.5 text-sm text-white">{t('siteEditor.discard')}</button>
            </>
          ) : (
            <>
              <button type="button" onClick={close} className="rounded-lg border border-slate-300 px-3 py-1.5 text-sm dark:border-slate-600">{t('siteEditor.cancel')}</button>
              <button type="button" onClick={() => onSave(box.current?.innerHTML ?? '')} data-testid="richtext-save" className="rounded-lg bg-brand-600 px-3 py-1.5 text-sm text-white hover:bg-brand-700">{t('siteEditor.save')}</button>
            </>
          )}
        </footer>
      </div>
      {media && meetingId && <MediaLibraryDialog meetingId={meetingId} kind={media} onClose={() => setMedia(null)} onPick={insertMedia} />}
    </div>
  );
}

/** What a library file becomes in the text: a responsive picture, a video with controls, or a download link. */
function mediaNode(kind: LibraryKind, it: LibraryItem): HTMLElement {
  if (kind === 'image') {
    const img = document.createElement('img');
    img.src = it.url;
    const set = srcsetOf(it.url, 'webp');
    if (set) {
      img.setAttribute('srcset', set);
      img.setAttribute('sizes', '(min-width: 896px) 896px, 100vw');
    }
    img.alt = it.description ?? '';
    return img;
  }
  if (kind === 'video') {
    const v = document.createElement('video');
    v.src = it.url;
    v.controls = true;
    v.preload = 'metadata';
    return v;
  }
  const a = document.createElement('a');
  a.href = it.url;
  a.setAttribute('download', '');
  a.textContent = it.originalName;
  return a;
}

/** The node at the kept caret (replacing what was selected), or at the end. */
function insertNode(box: HTMLElement, r: Range | null, node: Node) {
  if (r) {
    r.deleteContents();
    r.insertNode(node);
  } else box.appendChild(node);
}

/** The kept selection's contents inside a new link. */
function wrapLink(r: Range, url: string) {
  const a = document.createElement('a');
  a.href = url;
  a.appendChild(r.extractContents());
  r.insertNode(a);
}

/** Nothing selected: the address itself becomes the link text, at the caret or at the end. */
function insertLink(box: HTMLElement | null, r: Range | null, url: string) {
  if (!box) return;
  const a = document.createElement('a');
  a.href = url;
  a.textContent = url;
  if (r) r.insertNode(a);
  else box.appendChild(a);
}
