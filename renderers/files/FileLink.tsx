// A stored file value as people read it: the name it was uploaded with (values stored before names
// were kept show "view attachment (PDF)"), a link when the answer carries a signed one.
import { useTranslation } from 'react-i18next';
import { privateFileOf } from '@shared/files/names';

export function FileLink({ value, href, testId = 'file-link' }: { value: unknown; href?: string; testId?: string }) {
  const { t } = useTranslation();
  if (typeof value !== 'string' || !value) return <>-</>;
  const f = privateFileOf(value);
  const text = f?.name ?? (f ? `${t('privateFiles.open')} (${f.ext.toUpperCase()})` : value);
  const link = href ?? (f?.signed ? value : undefined);
  if (!link) return <span data-testid={testId}>{text}</span>;
  return (
    <a href={link} target="_blank" rel="noreferrer" className="text-blue-600 underline [overflow-wrap:anywhere] dark:text-blue-400" data-testid={testId}>{text}</a>
  );
}
