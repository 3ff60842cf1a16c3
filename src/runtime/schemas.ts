// Client schema registry: the same entity and request schemas the server validates with, composed
// the same way (src/shared), so a form shows exactly the messages the server would answer.
import { composeAll, composeApi, keyedEntity, type JsonSchema } from '../shared/schema/compose';
import { createValidator, type FieldError } from '../shared/schema/validate';
import { translate } from '../shared/messages';
import { currentLang, messagesOf, type Lang } from './i18n';

export type { FieldError, JsonSchema };

const entityFiles = import.meta.glob<JsonSchema>('/schemas/entities/*.json', { eager: true, import: 'default' });
const apiFiles = import.meta.glob<JsonSchema>(['/schemas/api/*.json', '/schemas/badge/*.json'], { eager: true, import: 'default' });

const idOf = (file: string, s: JsonSchema) => (s.$id as string) ?? file.split('/').pop()!.replace(/\.json$/, '');

export const entities: Record<string, JsonSchema> = Object.fromEntries(Object.entries(entityFiles).map(([f, s]) => [idOf(f, s), s]));
export const apis: Record<string, JsonSchema> = Object.fromEntries(Object.entries(apiFiles).map(([f, s]) => [idOf(f, s), s]));

/** composeAll, but one broken schema (mid-edit by someone) must not take the whole app down. */
function composeSafely(): Record<string, JsonSchema> {
  try {
    return composeAll({ entities, apis });
  } catch (err) {
    console.error('[schemas] composeAll failed, composing one by one', err);
    const out: Record<string, JsonSchema> = {};
    for (const [id, s] of Object.entries(entities)) out[id] = keyedEntity(id, s);
    for (const [id, s] of Object.entries(apis)) {
      try {
        out[id] = composeApi(entities, s);
      } catch (e) {
        console.error(`[schemas] ${id}:`, e);
      }
    }
    return out;
  }
}

export const schemas: Record<string, JsonSchema> = composeSafely();
export const validator = createValidator(schemas);

export function getSchema(id: string): JsonSchema | undefined {
  return schemas[id];
}

/** A FieldError as text in the current (or given) language. */
export function fieldMessage(err: FieldError, lang: Lang = currentLang()): string {
  return translate(messagesOf(lang), err.key, err.params, err.fallback);
}

/** Validate and translate: `{ fieldName: message }`, empty when valid. */
export function validateMessages(schemaId: string, data: unknown, lang?: Lang): Record<string, string> {
  const out: Record<string, string> = {};
  for (const e of validator.validate(schemaId, data)) out[e.path.replace(/^\//, '').replace(/\//g, '.')] ??= fieldMessage(e, lang);
  return out;
}
