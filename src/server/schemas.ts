// Reads schemas/ from disk once: entities, request schemas, messages. The server never reads the UI.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { composeAll, type JsonSchema } from '../shared/schema/compose';
import { createValidator, type Validator } from '../shared/schema/validate';
import type { Messages } from '../shared/messages';

export const SCHEMA_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../schemas');

function readDir(dir: string): Record<string, JsonSchema> {
  const out: Record<string, JsonSchema> = {};
  if (!fs.existsSync(dir)) return out;
  for (const f of fs.readdirSync(dir).filter((f) => f.endsWith('.json')).sort()) {
    const s = JSON.parse(fs.readFileSync(path.join(dir, f), 'utf8'));
    out[s.$id] = s;
  }
  return out;
}

export interface SchemaBundle {
  entities: Record<string, JsonSchema>;
  composed: Record<string, JsonSchema>;
  validator: Validator;
  messages: { zh: Messages; en: Messages };
}

export function loadSchemas(dir = SCHEMA_DIR): SchemaBundle {
  const entities = readDir(path.join(dir, 'entities'));
  // badge style, field and design schemas are request schemas too (composed and validated the same way)
  const composed = composeAll({ entities, apis: { ...readDir(path.join(dir, 'api')), ...readDir(path.join(dir, 'badge')) } });
  const msg = (l: string) => JSON.parse(fs.readFileSync(path.join(dir, 'messages', `${l}.json`), 'utf8'));
  return { entities, composed, validator: createValidator(composed), messages: { zh: msg('zh'), en: msg('en') } };
}
