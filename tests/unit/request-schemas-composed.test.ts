// One schema, every face: a request that writes an entity from one of its forms is composed from the
// form (`x-form-of`), never a hand list of the entity's properties, so a property added to the form
// reaches every request with no other edit. This scans schemas/api/ and names each hand list.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadSchemas, SCHEMA_DIR } from '../../src/server/schemas';
import { composeApi, type JsonSchema } from '../../src/shared/schema/compose';
import { pickWritten } from '../../src/shared/schema/pick';

/** How many of a form's fields a request may name by x-from before it is a hand copy of the form. */
const MOST = 2;

type Entities = Record<string, JsonSchema>;

/** `entity.form: fields named` for each form of which the request names more than MOST fields by hand. */
function handLists(entities: Entities, request: JsonSchema): string[] {
  const named = new Map<string, string[]>();
  for (const [name, p] of Object.entries<JsonSchema>(request.properties ?? {})) {
    const from: string | undefined = p['x-from'];
    if (!from) continue;
    const [entity, prop] = from.split('.');
    named.set(entity, [...(named.get(entity) ?? []), prop ?? name]);
  }
  const out: string[] = [];
  for (const [entity, props] of named) {
    for (const [form, f] of Object.entries<JsonSchema>(entities[entity]?.['x-forms'] ?? {})) {
      const hits = props.filter((p) => (f.fields as string[]).includes(p));
      if (hits.length > MOST) out.push(`${request.$id}: ${entity}.x-forms.${form} by hand (${hits.join(', ')})`);
    }
  }
  return out;
}

const apiDir = path.join(SCHEMA_DIR, 'api');
const requests = fs.readdirSync(apiDir).filter((f) => f.endsWith('.json')).map((f) => JSON.parse(fs.readFileSync(path.join(apiDir, f), 'utf8')) as JsonSchema);
const { entities, composed } = loadSchemas();

describe('request schemas are composed from the entity', () => {
  it('no request schema in schemas/api lists a form’s properties by hand', () => {
    expect(requests.flatMap((r) => handLists(entities, r))).toEqual([]);
  });

  it('names the old hand-listed meeting draft (the check can fail)', () => {
    const old: JsonSchema = {
      $id: 'meeting.draft', type: 'object',
      properties: Object.fromEntries(['title', 'description', 'type', 'startTime', 'endTime'].map((p) => [p, { 'x-from': `meeting.${p}` }])),
    };
    // (the website form shares some of these fields: its own line may stand beside)
    expect(handLists(entities, old)).toContain('meeting.draft: meeting.x-forms.edit by hand (title, description, type, startTime, endTime)');
  });

  it('a property added to a form reaches the composed request, its refinements and the handler’s pick', () => {
    const hotel = structuredClone(entities.hotel);
    hotel.properties.wecom = { type: 'string', maxLength: 30 };
    hotel['x-forms'].update.fields.push('wecom');
    const update = composeApi({ ...entities, hotel }, requests.find((r) => r.$id === 'hotels.update')!);
    expect(update.properties.wecom).toMatchObject({ type: 'string', maxLength: 30, 'x-key': 'hotel.wecom' });
    // the loose echo fields stay declared, but are not the hotel's to write
    expect(pickWritten(update, { wecom: 'w1', status: 'inactive', meetingId: 9, name: 'H' })).toEqual({ wecom: 'w1', name: 'H' });
    expect(pickWritten(update, { name: 'H' }, true)).toMatchObject({ name: 'H', wecom: null, description: null });
  });

  it('a draft keeps its looser rules and requires nothing', () => {
    const draft = composed['meeting.draft'];
    expect(draft.required).toEqual([]);
    expect(draft.properties.title.pattern).toBe('^[\\s\\S]*$');
    expect(draft.properties.subVenues.minItems).toBe(0);
    expect(draft['x-writes'].fields).toEqual(expect.arrayContaining(['title', 'subVenues', 'id', 'tags']));
  });
});
