// Tables from the entity: a table screen that gives no columns (filters, sort) shows its entity's
// `x-list`; one that gives them shows its own. The participant table shows its screen's columns until
// the user saves a choice (the server's defaults never win); the meetings table (crud-table) reads the
// same format; the statistics grouping choices come from the schemas' x-group-by.
import { describe, expect, it } from 'vitest';
import { getSchema } from '../../src/runtime/schemas';
import { adminListSchema } from '../../renderers/admin-list/config';
import { listColumns } from '../../renderers/admin-list/columns';
import { chosenSpecs } from '../../renderers/admin-list/ChosenColumns';
import { rowSchema } from '../../renderers/admin-list/rowSchema';
import { cellSpecs, crudScreenSchema } from '../../renderers/meetings/config';
import { resolveColumns } from '../../renderers/meetings/columns';
import { listOf, sortRows, withListDefaults } from '../../renderers/table/listSpec';
import { composeAll } from '../../src/shared/schema/compose';
import participants from '../../schemas/screens/meeting/participants.json';
import speakers from '../../schemas/screens/content/speakers.json';
import meetings from '../../schemas/screens/admin/meetings.json';
import participantEntity from '../../schemas/entities/participant.json';
import registrationEntity from '../../schemas/entities/registration.json';
import statisticsSetting from '../../schemas/entities/statistics-setting.json';
import statisticsQuery from '../../schemas/api/statistics-query.json';

const keyOf = (s: unknown) => (typeof s === 'string' ? s : (s as { key: string }).key);
const without = <T extends Record<string, unknown>>(o: T, ...keys: string[]) => Object.fromEntries(Object.entries(o).filter(([k]) => !keys.includes(k))) as T;

/** The admin list's columns as the screen draws them (its defaults filled in, as AdminListScreen does). */
function adminColumns(screen: Record<string, unknown>) {
  const c = adminListSchema.parse(screen);
  const schema = rowSchema(c.entity);
  const filled = withListDefaults(c.entity, schema, c);
  return { c: filled, keys: listColumns(c.entity, schema, filled.columns).map((x) => x.key) };
}

describe('a table screen without columns takes its entity’s x-list; with columns its own', () => {
  it('admin-list (speakers): x-list without, its own with', () => {
    expect(adminColumns(without(speakers, 'columns')).keys).toEqual(listOf(getSchema('speaker')).columns);
    expect(adminColumns(speakers).keys).toEqual(speakers.columns.map(keyOf));
    expect(adminColumns(speakers).keys).not.toEqual(listOf(getSchema('speaker')).columns);
  });

  it('the participant table: its screen’s columns, not the server’s defaults, until a choice is saved', () => {
    const own = adminColumns(participants).c.columns;
    expect(own!.map(keyOf)).toEqual(participants.columns.map(keyOf));
    // the server answers its defaults (participant x-row) while nothing is saved: the screen's columns win
    const serverDefaults = ['id', 'username', 'registerTime'];
    expect(chosenSpecs(own, { columns: serverDefaults, saved: false })!.map(keyOf)).toEqual(participants.columns.map(keyOf));
    // a screen whose columns are its own (another list of participants) shows exactly those
    const mine = adminColumns({ ...participants, columns: ['name', 'phone', 'selectedTicketName'] });
    expect(chosenSpecs(mine.c.columns, { columns: serverDefaults, saved: false })!.map(keyOf)).toEqual(['name', 'phone', 'selectedTicketName']);
    // without columns: the participant's x-list
    const bare = adminColumns(without(participants, 'columns'));
    expect(chosenSpecs(bare.c.columns, { columns: serverDefaults, saved: false })!.map(keyOf)).toEqual(participantEntity['x-list']);
    // a saved choice wins, each column keeping the screen's badge, an answer column headed by its field's label
    const saved = chosenSpecs(own, { columns: ['paymentStatus', 'answer:7'], saved: true, labels: { 'answer:7': '饮食' } });
    expect(saved).toEqual([participants.columns.find((s) => keyOf(s) === 'paymentStatus'), { key: 'answer:7', text: '饮食' }]);
  });

  it('the meetings table (crud-table, the same format): x-list without columns, its own with, the row actions last', () => {
    const c = crudScreenSchema.parse(meetings);
    const schema = getSchema('meeting');
    const keys = (cols: unknown[] | undefined) => resolveColumns('meeting', schema, cellSpecs((cols ?? []) as never, c.rowActions)).map((x) => x.key);
    expect(keys(withListDefaults('meeting', schema, { columns: undefined }).columns)).toEqual([...listOf(schema).columns!.map(keyOf), 'actions']);
    expect(keys(withListDefaults('meeting', schema, { columns: c.columns }).columns)).toEqual([...meetings.columns.map(keyOf), 'actions']);
    // a badge is drawn as a badge cell with its tones; the actions column names the row actions in order
    const cols = resolveColumns('meeting', schema, cellSpecs(c.columns!, c.rowActions));
    expect(cols.find((x) => x.key === 'status')).toMatchObject({ cell: 'badge', opts: { tones: { ongoing: 'green' } } });
    expect(cols.at(-1)).toMatchObject({ cell: 'actions', opts: { actions: ['edit', 'view', 'settings', 'delete'] } });
    expect(Object.keys(c.actions)).toEqual(['edit', 'view', 'settings', 'delete']);
  });

  it('filters and sort from an x-list object when the screen gives none, labelled by the property', () => {
    const schema = { properties: { status: { enum: ['a', 'b'], 'x-key': 'speaker.status' }, name: {} }, 'x-list': { columns: ['name'], filters: [{ name: 'status', kind: 'select' }], sort: { key: 'name', dir: 'desc' } } };
    const d = withListDefaults<{ columns?: unknown[]; filters?: unknown[]; sort?: { key: string; dir?: 'asc' | 'desc' } }>('speaker', schema, {});
    expect(d).toEqual({ columns: ['name'], filters: [{ name: 'status', kind: 'select', label: { t: 'fields.speaker.status' }, options: 'enum' }], sort: { key: 'name', dir: 'desc' } });
    expect(withListDefaults('speaker', schema, { filters: [], sort: { key: 'status' } })).toMatchObject({ filters: [], sort: { key: 'status' } });
    expect(sortRows([{ name: 'b' }, { name: null }, { name: 'c' }, { name: 'a' }], d.sort).map((r) => r.name)).toEqual(['c', 'b', 'a', null]);
  });
});

describe('statistics grouping choices come from the schemas', () => {
  it('a participant property marked x-group-by is a choice of the query and the data settings, labelled by the property', () => {
    const entities = {
      registration: registrationEntity,
      participant: { ...participantEntity, properties: { ...participantEntity.properties, team: { type: 'string', 'x-group-by': true } } },
      statisticsSetting,
    };
    const out = composeAll({ entities, apis: { 'statistics.query': statisticsQuery } });
    const four = ['registrationStatus', 'paymentStatus', 'identity', 'ticket'];
    expect(out['statistics.query'].properties.by.enum).toEqual([...four, 'team']);
    expect(out.statisticsSetting.properties.distributionBy.enum).toEqual([...four, 'team']);
    expect(out.statisticsSetting.properties.distributionBy['x-enum-labels'].team).toEqual(['statistics.by.team', 'fields.participant.team']);
    // the app's own: the four, in the registration's property order
    expect(getSchema('statistics.query')!.properties.by.enum).toEqual(four);
  });
});
