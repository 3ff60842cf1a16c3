// The saved versions of this flow's design, newest first (every save is kept on the server): one can
// be loaded into the editor, to look at or to save again as the newest.
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { send } from '../calls';
import type { DesignerCalls } from './config';
import type { Design } from '@shared/designer/steps';
import { buttonCls } from './editors/ui';

interface Version { version: number; savedBy?: number | string; createdAt: string }
const SIZE = 10;

/** `calls.versions` and `calls.version`, filled with `values` (meetingId, flowId) and the version. */
export function VersionList({ calls, values, current, onLoad }: { calls: Pick<DesignerCalls, 'versions' | 'version'>; values: Record<string, string>; current: number; onLoad: (design: Design, version: number) => void }) {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const [list, setList] = useState<{ content: Version[]; totalElements: number } | null>(null);
  useEffect(() => {
    send<{ content: Version[]; totalElements: number }>(calls.versions, values, { params: { page: page - 1, size: SIZE } /* the server counts pages from 0 */ }).then(setList, () => setList({ content: [], totalElements: 0 }));
  }, [calls.versions, JSON.stringify(values), page, current]); // eslint-disable-line react-hooks/exhaustive-deps -- values by content
  const load = async (v: number) => onLoad((await send<{ design: Design }>(calls.version, { ...values, version: v })).design, v);
  if (!list) return <div className="h-32 animate-pulse rounded bg-gray-100 dark:bg-gray-800" />;
  const pages = Math.max(1, Math.ceil(list.totalElements / SIZE));
  return (
    <div className="space-y-3" data-testid="versions">
      <h2 className="text-lg font-semibold">{t('designer.versions.title')}</h2>
      {list.content.length === 0 && <p className="text-sm text-gray-500 dark:text-gray-400">{t('designer.versions.none')}</p>}
      <ul className="divide-y divide-gray-100 text-sm dark:divide-gray-800">
        {list.content.map((v) => (
          <li key={v.version} className="flex items-center justify-between gap-3 py-2">
            <span>
              <span className="font-medium">{t('designer.versions.version', { n: v.version })}</span>
              {v.version === current && <span className="ml-2 rounded bg-green-100 px-1.5 text-xs text-green-800 dark:bg-green-900/40 dark:text-green-200">{t('designer.versions.current')}</span>}
              <span className="ml-3 text-gray-500 dark:text-gray-400">{new Date(v.createdAt).toLocaleString()}</span>
            </span>
            <button type="button" className={buttonCls('secondary')} onClick={() => load(v.version)} data-testid={`load-version-${v.version}`}>{t('designer.versions.load')}</button>
          </li>
        ))}
      </ul>
      {pages > 1 && (
        <div className="flex items-center justify-end gap-2 text-sm">
          <button type="button" className={buttonCls('secondary')} disabled={page <= 1} onClick={() => setPage(page - 1)}>‹</button>
          <span>{page} / {pages}</span>
          <button type="button" className={buttonCls('secondary')} disabled={page >= pages} onClick={() => setPage(page + 1)}>›</button>
        </div>
      )}
    </div>
  );
}
