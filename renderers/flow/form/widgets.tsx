// Widgets the designed form needs beyond the theme's: a file or image upload (type and size checked
// here as a hint; the server sniffs the content) and a tags input.
import { useState } from 'react';
import type { WidgetProps } from '@rjsf/utils';
import { useTranslation } from 'react-i18next';
import { buttonCls, cx, helpCls, inputCls } from '../ui';
import { previewOf } from './previews';
import { FileLink } from '../../files/FileLink';

const extOf = (name: string) => (name.match(/\.[^.]+$/)?.[0] ?? '').toLowerCase();

export function FlowFileWidget(p: WidgetProps) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const [err, setErr] = useState('');
  const o = p.options as { accept?: string; maxFileSize?: number; buttonText?: string; tip?: string; image?: boolean };
  const upload = p.registry.formContext?.upload as ((f: File) => Promise<string>) | undefined;
  const accept = (o.accept ?? '').split(',').map((s) => s.trim().toLowerCase()).filter(Boolean);
  const pick = async (file?: File) => {
    if (!file) return;
    setErr('');
    if (accept.length && !accept.includes(extOf(file.name))) return setErr(t('flowUi.fileType', { types: accept.join(' ') }));
    if (file.size > (o.maxFileSize ?? 10) * 1024 * 1024) return setErr(t('flowUi.fileSize', { n: o.maxFileSize ?? 10 }));
    setBusy(true);
    try {
      p.onChange(upload ? await upload(file) : file.name);
    } catch {
      setErr(t('flowUi.uploadFailed'));
    } finally {
      setBusy(false);
    }
  };
  const value = typeof p.value === 'string' ? p.value : '';
  // the file itself is private: only a link signed for this page opens it; its name always shows
  const preview = previewOf(value);
  return (
    <div>
      <label className={cx(buttonCls('secondary'), busy && 'opacity-60')}>
        <input id={p.id} type="file" className="sr-only" accept={o.accept} disabled={p.disabled || p.readonly || busy} aria-invalid={!!p.rawErrors?.length} onChange={(e) => pick(e.target.files?.[0])} />
        {busy ? t('flowUi.uploading') : (o.buttonText || t('flowUi.chooseFile'))}
      </label>
      {value && (
        <p className="mt-1 text-sm text-gray-700 dark:text-gray-200" data-testid={`file-${p.name}`}>
          {o.image && preview && <img src={preview} alt="" className="mb-1 h-16 w-16 rounded object-cover" />}
          <FileLink value={value} href={preview} />
        </p>
      )}
      {(err || o.tip) && <p className={cx(helpCls, err && 'text-red-600 dark:text-red-400')} role={err ? 'alert' : undefined}>{err || o.tip}</p>}
    </div>
  );
}

export function TagsWidget(p: WidgetProps) {
  const { t } = useTranslation();
  const list: string[] = Array.isArray(p.value) ? p.value : [];
  const [text, setText] = useState(list.join(', '));
  return (
    <input id={p.id} className={inputCls(!!p.rawErrors?.length)} value={text} placeholder={p.placeholder || t('flowUi.tagsHint')} disabled={p.disabled || p.readonly}
      onChange={(e) => {
        setText(e.target.value);
        const tags = e.target.value.split(/[,，、]/).map((s) => s.trim()).filter(Boolean);
        p.onChange(tags.length ? [...new Set(tags)] : undefined);
      }} />
  );
}
