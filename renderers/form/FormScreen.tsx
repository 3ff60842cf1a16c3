// Screen kind "form": a generated SchemaForm that loads its value from one source and submits to another.
import { useCallback, useMemo } from 'react';
import { z } from 'zod';
import { useTranslation } from 'react-i18next';
import { ScreenError, type RendererProps } from '@runtime/registry';
import { useDataSource } from '@runtime/data';
import { useScreenParams, withScreenParams } from '@runtime/screenParams';
import { request, type Method } from '@runtime/http';
import { toast } from '@runtime/toast';
import { SchemaForm } from './SchemaForm';

const source = z.looseObject({ method: z.enum(['GET', 'POST', 'PUT', 'DELETE', 'PATCH']).optional(), path: z.string() });

export const formScreenSchema = z.looseObject({
  kind: z.literal('form'),
  title: z.string().optional(),
  schema: z.string(),
  load: source.optional(),
  submit: source,
  /** message keys */
  texts: z.object({ success: z.string().optional(), failure: z.string().optional() }).optional(),
});

export function FormScreen({ config, value }: RendererProps) {
  const { t } = useTranslation();
  // inside the meeting settings shell, `{meetingId}` in the load and submit paths is that meeting's id
  const screenParams = useScreenParams();
  const parsed = useMemo(() => formScreenSchema.safeParse(withScreenParams(config, screenParams)), [config, screenParams]);
  const c = parsed.success ? parsed.data : undefined;
  const ds = useDataSource(value || !c?.load ? null : (c.load as never));
  const submit = useCallback(
    async (data: Record<string, unknown>) => {
      if (!c) return;
      await request((c.submit.method ?? 'POST') as Method, c.submit.path, { body: data });
      toast.success(t(c.texts?.success ?? 'common.ok'));
      void ds.mutate();
    },
    [c, t, ds],
  );
  const failed = useCallback(
    (err: unknown) => toast.error((err instanceof Error && err.message) || t(c?.texts?.failure ?? 'errors.default')),
    [c, t],
  );
  if (!c) return <ScreenError title={t('http.invalidScreen')} detail={parsed.error?.message} />;
  const loaded = value ?? ds.data;
  return (
    <section className="mx-auto w-full max-w-2xl px-4 py-6">
      {c.title && <h1 className="mb-4 text-xl font-semibold text-gray-900 dark:text-gray-100">{t(c.title)}</h1>}
      {c.load && !loaded && ds.isLoading ? (
        <p role="status" className="text-sm text-gray-500 dark:text-gray-400">{t('table.loading')}</p>
      ) : (
        <SchemaForm key={loaded ? 'loaded' : 'empty'} schemaId={c.schema} value={loaded} onSubmit={submit} onError={failed} />
      )}
    </section>
  );
}

export default FormScreen;
