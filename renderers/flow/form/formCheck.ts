// The participant form's own check, in the participant's language: Ajv on the compiled schema, each
// error turned into a message under its field (rjsf's error schema shape). Hidden answers are dropped first.
import Ajv, { type ErrorObject, type ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';
import type { TFunction } from 'i18next';

type Json = Record<string, any>;
const ajv = new Ajv({ allErrors: true, strict: false });
addFormats(ajv);
const compiled = new WeakMap<object, ValidateFunction>();

function messageOf(e: ErrorObject, label: string, t: TFunction): string {
  const p = e.params as Json;
  switch (e.keyword) {
    case 'required': return t('flowUi.err.required', { label });
    case 'minItems': return t('flowUi.err.required', { label });
    case 'maxLength': return t('flowUi.err.maxLength', { label, n: p.limit });
    case 'minLength': return t('flowUi.err.minLength', { label, n: p.limit });
    case 'minimum': return t('flowUi.err.minimum', { label, n: p.limit });
    case 'maximum': return t('flowUi.err.maximum', { label, n: p.limit });
    case 'pattern': case 'format': return t('flowUi.err.format', { label });
    default: return t('flowUi.err.option', { label });
  }
}

/** `{ fieldId: { __errors: [message] } }` for the answers; empty when they pass. */
export function formErrors(schema: Json, data: Json, t: TFunction): Json {
  let validate = compiled.get(schema);
  if (!validate) compiled.set(schema, (validate = ajv.compile(schema)));
  validate(data);
  const out: Json = {};
  for (const e of validate.errors ?? []) {
    if (e.keyword === 'if') continue;
    const id = e.keyword === 'required' ? (e.params as Json).missingProperty : e.instancePath.split('/')[1];
    if (!id || out[id]) continue;
    out[id] = { __errors: [messageOf(e, schema.properties?.[id]?.title ?? id, t)] };
  }
  return out;
}
