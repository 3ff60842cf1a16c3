// Client validation with the server's own validator (src/shared/schema/validate.ts) and messages in
// the current language (runtime fieldMessage). Messages are made at render time, so they follow a
// language switch; server errors ([{ path, message }]) show under their fields too.
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ErrorSchema } from '@rjsf/utils';
import { createValidator, type FieldError, type Validator } from '@shared/schema/validate';
import type { JsonSchema } from '@shared/schema/compose';
import { fieldMessage, validator as runtimeValidator } from '@runtime/schemas';
import { fieldOf, toErrorSchema, type PathMessage } from './errors';

const same = (a: FieldError[], b: FieldError[]) => a.length === b.length && a.every((e, i) => e.path === b[i].path && e.key === b[i].key);

export function useSchemaValidation(schemaId: string, custom: JsonSchema | undefined, external: PathMessage[] | undefined) {
  const { i18n } = useTranslation();
  const v: Validator = useMemo(() => (custom ? createValidator({ [schemaId]: custom }) : runtimeValidator), [schemaId, custom]);
  const [errors, setErrors] = useState<FieldError[]>([]);
  const [server, setServer] = useState<PathMessage[]>(external ?? []);
  const [shownExternal, setShownExternal] = useState(external);
  if (external !== shownExternal) {
    setShownExternal(external);
    setServer(external ?? []);
  }

  /** Validates `data`; returns true when it passes. */
  const check = useCallback(
    (data: Record<string, unknown>) => {
      const next = v.validate(schemaId, data);
      setErrors((cur) => (same(cur, next) ? cur : next));
      return next.length === 0;
    },
    [v, schemaId],
  );

  /** Drops server errors of fields whose value changed. */
  const touched = useCallback((prev: Record<string, unknown>, next: Record<string, unknown>) => {
    setServer((cur) => {
      const kept = cur.filter((e) => prev[fieldOf(e.path)] === next[fieldOf(e.path)]);
      return kept.length === cur.length ? cur : kept;
    });
  }, []);

  const lang = i18n.language;
  const errorSchema: ErrorSchema | undefined = useMemo(() => {
    if (!errors.length && !server.length) return undefined;
    const own = errors.map((e) => ({ path: e.path, message: fieldMessage(e) }));
    return toErrorSchema([...own, ...server]);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [errors, server, lang]);

  return { check, touched, setServer, errorSchema, hasErrors: errors.length > 0 };
}
