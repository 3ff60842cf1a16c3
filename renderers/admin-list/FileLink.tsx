// A private file a row names (a transfer proof, a form attachment) as a link that opens it, with its
// kind — never the signed URL printed as text. Only same-origin paths become links.
import { useTranslation } from 'react-i18next';

/** An attachment or proof as the API answers it: a short-lived signed link to a private file. */
export const SIGNED_FILE = /^\/api\/registrations\/(files|proofs)\/([a-f0-9]{32}\.\w+)\?exp=\d+&sig=[\w-]+$/;

/** The file's extension from a same-origin path (before any query), or null for anything else. */
export function fileKind(v: unknown): string | null {
  if (typeof v !== 'string' || !/^\/(?!\/)\S+$/.test(v)) return null;
  const ext = /\.(\w+)$/.exec(v.split('?')[0]);
  return ext ? ext[1].toLowerCase() : '';
}

export function FileLink({ url }: { url: unknown }) {
  const { t } = useTranslation();
  const kind = fileKind(url);
  if (kind === null) return <>-</>;
  return (
    <a href={url as string} target="_blank" rel="noopener noreferrer" data-testid="file-link" className="font-medium text-brand-700 underline hover:no-underline dark:text-brand-100">
      {t('privateFiles.open')}{kind ? ` (${kind.toUpperCase()})` : ''}
    </a>
  );
}
