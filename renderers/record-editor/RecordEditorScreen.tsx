// Screen kind "record-editor": one record on a page of its own (spec 3 §2.1 /news-editor,
// /speaker-editor): ?id edits (loaded from `load`, saved to `update`), no id creates (`create`) in
// ?meetingId; afterwards back to `back`. `{id}` and `{meetingId}` in the paths come from the query.
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { z } from 'zod';
import { ScreenError, type RendererProps } from '@runtime/registry';
import { useDataSource } from '@runtime/data';
import { http } from '@runtime/http';
import { toast } from '@runtime/toast';
import { writeItem } from '@runtime/storage';
import { ScreenParamsProvider } from '@runtime/screenParams';
import { SchemaForm } from '../form/SchemaForm';
import { useGo } from '../form/profile/useGo';

const configSchema = z.looseObject({
  kind: z.literal('record-editor'),
  title: z.object({ create: z.string(), edit: z.string() }),
  schema: z.string(),
  load: z.string(),
  create: z.string(),
  update: z.string(),
  back: z.string(),
  /** a localStorage flag set to 'true' on the way back (the list it returns to picks its tab by it) */
  backFlag: z.string().optional(),
});

const fill = (path: string, q: URLSearchParams) => path.replace(/\{(\w+)\}/g, (_, k: string) => encodeURIComponent(q.get(k) ?? ''));

export function RecordEditorScreen({ config }: RendererProps) {
  const { t } = useTranslation();
  const go = useGo();
  const [query] = useSearchParams();
  const parsed = useMemo(() => configSchema.safeParse(config), [config]);
  const c = parsed.success ? parsed.data : undefined;
  const id = query.get('id');
  const ds = useDataSource(c && id ? { path: fill(c.load, query) } : null);
  if (!c) return <ScreenError title={t('http.invalidScreen')} detail={parsed.error?.message} />;
  const record = ds.data as Record<string, unknown> | undefined;
  const meetingId = query.get('meetingId') ?? String(record?.meetingId ?? '');
  const back = () => {
    if (c.backFlag) writeItem('local', c.backFlag, 'true');
    void go(fill(c.back, new URLSearchParams({ meetingId })));
  };
  const submit = async (values: Record<string, unknown>) => {
    if (id) await http.put(fill(c.update, query), values);
    else await http.post(fill(c.create, query), values);
    toast.success(t(id ? 'dataManagement.updated' : 'dataManagement.created'));
    back();
  };
  return (
    <section className="mx-auto w-full max-w-3xl px-4 py-6" data-screen="record-editor">
      <div className="mb-4 flex items-center justify-between gap-2">
        <h1 className="text-xl font-semibold text-gray-900 dark:text-gray-100">{t(id ? c.title.edit : c.title.create)}</h1>
        <button type="button" data-testid="record-editor-back" onClick={back} className="rounded-md px-3 py-1.5 text-sm text-gray-600 ring-1 ring-gray-300 dark:text-gray-300 dark:ring-gray-600">
          {t('dataManagement.ui.manager.back')}
        </button>
      </div>
      {id && !record ? (
        <p role="status" className="text-sm text-gray-500">{ds.error ? ds.error.message : t('table.loading')}</p>
      ) : (
        <div className="rounded-xl bg-white p-5 ring-1 ring-gray-200 dark:bg-gray-900 dark:ring-gray-800">
          {/* the form's server-listed choices (news categories) read the meeting from here */}
          <ScreenParamsProvider value={{ meetingId }}>
            <SchemaForm key={id ?? 'new'} schemaId={c.schema} value={record ?? {}} onSubmit={submit}
              onError={(e: unknown) => toast.error((e instanceof Error && e.message) || t('dataManagement.ui.saveFailed'))} />
          </ScreenParamsProvider>
        </div>
      )}
    </section>
  );
}
