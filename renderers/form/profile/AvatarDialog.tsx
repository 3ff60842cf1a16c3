// Avatar upload: JPG/PNG up to the configured size, uploaded as multipart, then saved on the user.
import { useEffect, useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { http, request, type Method } from '@runtime/http';
import { toast } from '@runtime/toast';
import { buttonCls, errorCls, helpCls } from '../theme/cls';
import { avatarSrc, checkAvatar, uploadedName, type AvatarProblem } from './avatar';
import { Modal } from './Modal';

export interface AvatarDialogProps {
  open: boolean;
  onClose: () => void;
  current?: string | null;
  avatarUrl: string;
  upload: { path: string; field: string; maxBytes: number; types: string[] };
  update: { method?: Method; path: string };
  onSaved: (patch: { avatar: string }) => void;
}

export function AvatarDialog({ open, onClose, current, avatarUrl, upload, update, onSaved }: AvatarDialogProps) {
  const { t } = useTranslation();
  const [file, setFile] = useState<File | null>(null);
  const [problem, setProblem] = useState<AvatarProblem | null>(null);
  const [busy, setBusy] = useState(false);
  const [preview, setPreview] = useState<string>();

  useEffect(() => {
    if (!file || typeof URL.createObjectURL !== 'function') return setPreview(undefined);
    const url = URL.createObjectURL(file);
    setPreview(url);
    return () => URL.revokeObjectURL(url);
  }, [file]);

  const close = () => {
    setFile(null);
    setProblem(null);
    onClose();
  };
  const fail = (p: AvatarProblem) => {
    setProblem(p);
    toast.error(t(`files.avatar.${p}`));
  };
  const choose = (e: ChangeEvent<HTMLInputElement>) => {
    const f = e.target.files?.[0] ?? null;
    const p = checkAvatar(f, upload);
    if (p && p !== 'missing') {
      e.target.value = '';
      setFile(null);
      return fail(p);
    }
    setProblem(null);
    setFile(f);
  };

  const save = async () => {
    const p = checkAvatar(file, upload);
    if (p || !file) return fail(p ?? 'missing');
    setBusy(true);
    try {
      const form = new FormData();
      form.append(upload.field, file);
      let name: string | undefined;
      try {
        name = uploadedName(await http.upload(upload.path, form));
      } catch (err) {
        const status = (err as { status?: number }).status;
        return void toast.error(status === 400 && err instanceof Error && err.message ? err.message : t('userCenter.avatar.uploadFailed'));
      }
      if (!name) return void toast.error(t('userCenter.avatar.uploadFailed'));
      try {
        await request(update.method ?? 'POST', update.path, { body: { avatar: name } });
      } catch {
        return void toast.error(t('userCenter.avatar.updateFailed'));
      }
      toast.success(t('userCenter.avatar.updated'));
      onSaved({ avatar: name });
      close();
    } finally {
      setBusy(false);
    }
  };

  const shown = preview ?? avatarSrc(current, avatarUrl);
  return (
    <Modal open={open} onClose={close} title={t('userCenter.avatar.title')} size="sm">
      <div className="flex flex-col items-center gap-4">
        <div className="flex h-28 w-28 items-center justify-center overflow-hidden rounded-full bg-gray-100 dark:bg-gray-800">
          {shown && <img src={shown} alt={t('userCenter.avatar.preview')} className="h-full w-full object-cover" />}
        </div>
        <label className={buttonCls('secondary')}>
          {t('userCenter.avatar.choose')}
          <input type="file" accept={upload.types.join(',')} className="sr-only" onChange={choose} data-testid="avatar-file" />
        </label>
        {file && <p className="max-w-full truncate text-sm text-gray-600 dark:text-gray-300">{file.name}</p>}
        <p className={helpCls}>{t('userCenter.avatar.hint')}</p>
        {problem && <p role="alert" className={errorCls}>{t(`files.avatar.${problem}`)}</p>}
      </div>
      <div className="mt-6 flex justify-end gap-2">
        <button type="button" className={buttonCls('secondary')} onClick={close} disabled={busy}>{t('form.cancel')}</button>
        <button type="button" className={buttonCls('primary')} onClick={save} disabled={busy} aria-busy={busy}>
          {busy ? t('userCenter.avatar.saving') : t('userCenter.avatar.save')}
        </button>
      </div>
    </Modal>
  );
}
