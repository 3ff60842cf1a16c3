// The files a registration holds (form attachments, the transfer proof) by the names they were
// uploaded with, each a link the server signed for the participant.
import { useTranslation } from 'react-i18next';
import { privateFileOf } from '@shared/files/names';
import { FileLink } from '../files/FileLink';
import type { MyRegistration } from './api';

export function Attachments({ reg }: { reg: MyRegistration }) {
  const { t } = useTranslation();
  const answers = Object.values(reg.formData ?? {}).flatMap((a) => [a?.value].flat().filter((v): v is string => !!privateFileOf(v)).map((v) => [a.label ?? '', v] as const));
  const files = [...answers, ...(reg.bankTransferProof && privateFileOf(reg.bankTransferProof) ? [[t('myRegistrations.proofFile'), reg.bankTransferProof] as const] : [])];
  if (!files.length) return null;
  return (
    <section data-testid="registration-files" className="text-sm">
      <h4 className="mb-1 text-xs font-medium uppercase tracking-wide text-slate-500 dark:text-slate-400">{t('myRegistrations.files')}</h4>
      <ul className="space-y-1">
        {files.map(([label, v]) => (
          <li key={v} className="flex flex-wrap gap-x-2">
            <span className="text-slate-500 dark:text-slate-400">{label}</span>
            <FileLink value={v} testId="registration-file" />
          </li>
        ))}
      </ul>
    </section>
  );
}
