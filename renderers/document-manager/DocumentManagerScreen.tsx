// Screen kind "document-manager" (spec 3 §2.7) at /document-manager/{collectionId}: one folder of a
// collection on the server — upload, new folder, rename, batch delete, search, list or grid,
// breadcrumb, pages of 20 (sizes to choose), preview of pdf and txt, download. The toolbar, sizes and
// calls are the screen's (schemas/screens/document-manager.json). Standalone, it reads the collection's
// meeting to show every time in the meeting's zone (runtime/meetingZone.ts), as the settings console does.
import { Fragment, useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ScreenError, type RendererProps } from '@runtime/registry';
import { callUrl, send } from '../calls';
import { toast } from '@runtime/toast';
import { fillScreenParams, useScreenParams } from '@runtime/screenParams';
import { useDataSource } from '@runtime/data';
import { useMeetingZone } from '@runtime/meetingZone';
import { ConfirmHost } from '../console/ConfirmDialog';
import { DialogForm } from '../console/DialogForm';
import { confirm } from '../console/confirmStore';
import { SizePager } from '../meetings/SizePager';
import { buttonCls } from '../form/theme/cls';
import { pickFiles } from '../admin-list/upload';
import { useGo } from '../admin-list/useGo';
import { useFolder, type Item } from './useFolder';
import { ItemGrid, ItemTable } from './ItemViews';
import { PreviewDialog } from './PreviewDialog';
import { canPreview, type ItemAction } from './ItemActions';
import { documentManagerSchema, type DocumentManagerConfig, type TOOLS } from './config';

export function DocumentManagerScreen({ config }: RendererProps) {
  const { t } = useTranslation();
  const parsed = useMemo(() => documentManagerSchema.safeParse(config), [config]);
  if (!parsed.success) return <ScreenError title={t('http.invalidScreen')} detail={parsed.error.message} />;
  return <DocumentManager config={parsed.data} />;
}

function DocumentManager({ config }: { config: DocumentManagerConfig }) {
  const { calls } = config;
  const { collectionId = '' } = useScreenParams();
  const { t } = useTranslation();
  const ui = (k: string, p?: Record<string, unknown>) => t(`dataManagement.ui.manager.${k}`, p);
  const go = useGo();
  const [parentId, setParentId] = useState<number | null>(null);
  const [keyword, setKeyword] = useState('');
  const [page, setPage] = useState(1);
  const [size, setSize] = useState(config.pageSize);
  const [grid, setGrid] = useState(false);
  const [selected, setSelected] = useState<Set<number>>(new Set());
  const [naming, setNaming] = useState<{ item?: Item } | null>(null);
  const [preview, setPreview] = useState<Item | null>(null);
  const folder = useFolder(calls.list, collectionId, parentId, keyword, page, size);
  const collection = useDataSource<{ meetingId?: number }>(config.paths ? { path: config.paths.collection } : null);
  const meetingId = collection.data?.meetingId;
  const meeting = useDataSource<{ timeZone?: string }>(config.paths && meetingId ? { path: fillScreenParams(config.paths.meeting, { meetingId: String(meetingId) }) } : null);
  useMeetingZone(meeting.data?.timeZone);
  const items = folder.data?.list ?? [];

  const enter = (id: number | null) => (setParentId(id), setPage(1), setKeyword(''), setSelected(new Set()));
  const toggle = (id: number) => setSelected((s) => {
    const n = new Set(s);
    if (n.has(id)) n.delete(id);
    else n.add(id);
    return n;
  });
  const act = async (done: string, call: () => Promise<unknown>, failed: string) => {
    try {
      await call();
      toast.success(t(done));
      setSelected(new Set());
    } catch (e) {
      toast.error(`${t(failed)}: ${(e as Error).message}`);
    }
    await folder.reload();
  };

  const upload = async () => {
    const files = await pickFiles(config.accept, true);
    if (!files.length) return;
    const form = new FormData();
    form.append('collectionId', collectionId);
    if (parentId) form.append('parentId', String(parentId));
    for (const f of files) form.append('file', f);
    await act('dataManagement.uploaded', () => send(calls.upload, {}, { body: form }), 'dataManagement.ui.documents.uploadFailed');
  };
  const remove = async (ids: number[]) => {
    if (!ids.length) return toast.warning(ui('selectFirst'));
    if (!(await confirm({ title: ui('delete'), message: ui('deleteConfirm', { count: ids.length }), danger: true }))) return;
    await act('dataManagement.deleted', () => send(calls.remove, {}, { body: { ids } }), 'dataManagement.ui.documents.deleteFailed');
  };
  const onAction = (a: ItemAction, i: Item) => {
    if (a === 'download') {
      const link = document.createElement('a');
      link.href = i.file ?? callUrl(calls.download, { id: i.id });
      link.download = i.name;
      document.body.appendChild(link);
      link.click();
      link.remove();
    } else if (a === 'preview') setPreview(i);
    else if (a === 'rename') setNaming({ item: i });
    else void remove([i.id]);
  };
  const open = (i: Item) => (i.isFolder ? enter(i.id) : canPreview(i) ? setPreview(i) : onAction('download', i));
  const saveName = async ({ name }: Record<string, unknown>) => {
    if (naming?.item) await send(calls.rename, { id: naming.item.id }, { body: { name } });
    else await send(calls.createFolder, {}, { body: { collectionId: Number(collectionId), parentId, name } });
    toast.success(t(naming?.item ? 'dataManagement.renamed' : 'dataManagement.folderCreated'));
    setNaming(null);
    await folder.reload();
  };

  const tools: Record<(typeof TOOLS)[number], ReactNode> = {
    upload: <button type="button" data-testid="doc-upload" onClick={() => void upload()} className={buttonCls('primary')}>{ui('upload')}</button>,
    newFolder: <button type="button" data-testid="doc-new-folder" onClick={() => setNaming({})} className={buttonCls('secondary')}>{ui('newFolder')}</button>,
    batchDelete: <button type="button" data-testid="doc-batch-delete" disabled={!selected.size} onClick={() => void remove([...selected])} className={buttonCls('danger')}>{ui('batchDelete')}</button>,
    search: <input type="search" data-testid="doc-search" value={keyword} placeholder={ui('search')} aria-label={ui('search')}
      onChange={(e) => (setKeyword(e.target.value), setPage(1))}
      className="ml-auto h-9 w-48 rounded-md border border-slate-300 bg-white px-3 text-sm dark:border-slate-600 dark:bg-slate-800 dark:text-slate-100" />,
    viewToggle: <button type="button" data-testid="doc-view-toggle" aria-pressed={grid} onClick={() => setGrid((g) => !g)} className={buttonCls('secondary')}>{ui(grid ? 'listView' : 'gridView')}</button>,
  };

  return (
    <div className="mx-auto max-w-6xl space-y-4 p-4 sm:p-6" data-screen="document-manager">
      <header className="flex items-center gap-3">
        <button type="button" data-testid="doc-back" onClick={() => window.history.length > 1 ? window.history.back() : void go('/admin-center')} className={buttonCls('secondary')}>{ui('back')}</button>
        <h1 className="min-w-0 truncate text-xl font-semibold text-slate-900 dark:text-white" data-testid="doc-collection">{folder.data?.collection.name}</h1>
      </header>
      <div className="overflow-hidden rounded-xl bg-white ring-1 ring-slate-200 dark:bg-slate-900 dark:ring-slate-800">
        <div className="flex flex-wrap items-center gap-2 border-b border-slate-100 p-4 dark:border-slate-800">
          {config.toolbar.map((name) => <Fragment key={name}>{tools[name]}</Fragment>)}
        </div>
        <nav aria-label={ui('breadcrumb')} className="flex flex-wrap items-center gap-1 px-4 py-2 text-sm" data-testid="doc-breadcrumb">
          {(folder.data?.breadcrumb ?? []).map((b, i, all) => (
            <span key={b.id ?? 'root'} className="inline-flex items-center gap-1">
              {i > 0 && <span className="text-slate-400">/</span>}
              {i === all.length - 1 ? <span className="font-medium text-slate-800 dark:text-slate-100">{b.name}</span>
                : <button type="button" className="text-brand-600 hover:underline dark:text-brand-100" onClick={() => enter(b.id)}>{b.name}</button>}
            </span>
          ))}
        </nav>
        {folder.error && <p role="alert" className="px-4 py-6 text-center text-sm text-rose-600">{folder.error}</p>}
        {!folder.error && folder.data && !items.length && <p className="px-4 py-10 text-center text-sm text-slate-500 dark:text-slate-400" data-testid="doc-empty">{ui('empty')}</p>}
        {items.length > 0 && (grid
          ? <ItemGrid items={items} selected={selected} onToggle={toggle} onOpen={open} onAction={onAction} />
          : <ItemTable items={items} selected={selected} onToggle={toggle} onOpen={open} onAction={onAction} />)}
        <SizePager page={page} size={size} sizes={config.pageSizes} total={folder.data?.total ?? 0} onPage={setPage} onSize={(s) => (setSize(s), setPage(1))} />
      </div>
      <DialogForm open={!!naming} title={{ t: naming?.item ? 'dataManagement.ui.manager.rename' : 'dataManagement.ui.manager.newFolder' }} schemaId="document.rename"
        value={naming?.item ? { name: naming.item.name } : {}} onSubmit={saveName} onClose={() => setNaming(null)} />
      <PreviewDialog item={preview} previewUrl={(id) => callUrl(calls.preview, { id })} onClose={() => setPreview(null)} />
      <ConfirmHost />
    </div>
  );
}
