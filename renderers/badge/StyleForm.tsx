// The style form (spec 2 §2.9), generated from schemas/badge/style.json by renderers/form: every
// change shows in the preview at once; submitting saves the whole design. The custom-image background
// is uploaded here (the url field itself is hidden: only urls the upload gave out are accepted).
import { memo, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { UiSchema } from '@rjsf/utils';
import styleSchema from '@schemas/badge/style.json';
import { http } from '@runtime/http';
import { uploadFailure } from './lib/uploadMessage';
import { toast } from '@runtime/toast';
import { SchemaForm } from '../form/SchemaForm';
import type { PathMessage } from '../form/errors';
import { buttonCls } from '../form/theme/cls';
import type { BadgeStyle } from '@shared/badge/types';
import { ColorWidget } from './ColorWidget';

export interface StyleFormProps {
  schemaId: string;
  value: BadgeStyle;
  uploadPath: string;
  onChange: (style: BadgeStyle) => void;
  onSave: (style: BadgeStyle) => Promise<void>;
  serverErrors?: PathMessage[];
  saving?: boolean;
  /** false: edits show in the preview, nothing is saved (no save button) */
  canSave?: boolean;
}

export const StyleForm = memo(function StyleForm({ schemaId, value, uploadPath, onChange, onSave, serverErrors, saving, canSave = true }: StyleFormProps) {
  const { t } = useTranslation();
  const [version, setVersion] = useState(0);
  const [busy, setBusy] = useState(false);
  const file = useRef<HTMLInputElement>(null);
  const current = useRef(value);
  current.current = value;
  const ui: UiSchema = useMemo(() => ({
    backgroundImage: { 'ui:widget': 'hidden' },
    customWidth: value.size === 'custom' ? {} : { 'ui:widget': 'hidden' },
    customHeight: value.size === 'custom' ? {} : { 'ui:widget': 'hidden' },
    backgroundColor: value.background === 'custom-image' ? { 'ui:widget': 'hidden' } : { 'ui:widget': ColorWidget },
    gradientColor: { 'ui:widget': value.background === 'gradient' ? ColorWidget : 'hidden' },
    fontColor: { 'ui:widget': ColorWidget },
    texture: value.background === 'texture' ? {} : { 'ui:widget': 'hidden' },
  }), [value.size, value.background]);

  const upload = async (f: File) => {
    // a hint only: the server sniffs and measures the file again
    if (f.size > Number(styleSchema['x-max-image-bytes'])) return void toast.error(t('badges.upload.s413'));
    const form = new FormData();
    form.append('file', f);
    setBusy(true);
    try {
      const data = await http.upload<{ fileUrl: string }>(uploadPath, form);
      onChange({ ...current.current, background: 'custom-image', backgroundImage: data.fileUrl });
      setVersion((v) => v + 1); // the form shows the new background type
      toast.success(t('badges.upload.done'));
    } catch (err) {
      toast.error(uploadFailure(t, err));
    } finally {
      setBusy(false);
      if (file.current) file.current.value = '';
    }
  };

  const footer = (
    <div className="mt-2 space-y-2" data-testid="badge-upload">
      <div className="flex flex-wrap items-center gap-2">
        <button type="button" className={buttonCls('secondary')} onClick={() => file.current?.click()} disabled={busy}>
          {busy ? t('badges.upload.uploading') : t('badges.upload.button')}
        </button>
        {value.backgroundImage && (
          <button type="button" className={buttonCls('secondary')} onClick={() => (onChange({ ...value, background: value.background === 'custom-image' ? 'solid' : value.background, backgroundImage: undefined }), setVersion((v) => v + 1))}>
            {t('badges.upload.remove')}
          </button>
        )}
        <input ref={file} type="file" accept="image/png,image/jpeg,image/webp" className="hidden" data-testid="badge-upload-input" onChange={(e) => e.target.files?.[0] && void upload(e.target.files[0])} />
      </div>
      <p className="text-xs text-slate-500 dark:text-slate-400">{t('badges.upload.hint')}</p>
      {value.background === 'custom-image' && !value.backgroundImage && <p role="alert" className="text-xs text-red-600 dark:text-red-400">{t('badge.style.backgroundImage.required')}</p>}
      {value.backgroundImage && <img src={value.backgroundImage} alt="" className="h-16 rounded ring-1 ring-slate-200 dark:ring-slate-700" />}
    </div>
  );

  return (
    <SchemaForm
      key={version}
      schemaId={schemaId}
      idPrefix="badge_style"
      value={value as unknown as Record<string, unknown>}
      uiSchema={ui}
      serverErrors={serverErrors}
      onChange={(v) => onChange({ ...current.current, ...(v as Partial<BadgeStyle>) })}
      onSubmit={(v) => onSave({ ...current.current, ...(v as Partial<BadgeStyle>) })}
      submitText={saving ? t('badges.saving') : t('badges.save')}
      noSubmit={!canSave}
      footer={footer}
    />
  );
});
