// One schema, every face, for a server-paged list: a query schema marked `x-list-of` takes its filters
// and paging from the entity's x-list (shared/schema/list.ts), so a filter or a page bound changed on
// the entity changes the query the server validates (and the OpenAPI parameters) with no other edit.
import { describe, expect, it } from 'vitest';
import { loadSchemas } from '../../src/server/schemas';
import { composeApi, type JsonSchema } from '../../src/shared/schema/compose';

const entity: JsonSchema = {
  $id: 'thing', 'x-table': 'things', type: 'object',
  properties: { id: { type: 'integer' }, shape: { type: 'string', enum: ['round', 'square'] }, note: { type: 'string' } },
  'x-list': { columns: ['shape', 'note'], filters: [{ name: 'shape', kind: 'select' }, { name: 'note', kind: 'search' }], page: { size: 10, max: 50 } },
};
const query: JsonSchema = { $id: 'thing.listQuery', type: 'object', 'x-list-of': 'thing', properties: { meetingId: { type: 'integer' } } };

describe('list queries from the entity’s x-list', () => {
  it('take each select filter as the entity’s property (empty for none) and page and size within x-list’s page', () => {
    const q = composeApi({ thing: entity }, query);
    expect(Object.keys(q.properties)).toEqual(['shape', 'page', 'size', 'meetingId']);
    expect(q.properties.shape).toMatchObject({ type: 'string', enum: ['', 'round', 'square'], 'x-key': 'thing.shape' });
    expect(q.properties.size).toMatchObject({ minimum: 1, maximum: 50, default: 10 });
    expect(q['x-list-of']).toBeUndefined();
    const wider = composeApi({ thing: { ...entity, 'x-list': { ...entity['x-list'], page: { size: 30, max: 200 } } } }, query);
    expect(wider.properties.size).toMatchObject({ maximum: 200, default: 30 });
  });

  it('the media library’s query is mediaItem’s list: its category filter and its page bounds', () => {
    const { composed, entities } = loadSchemas();
    const q = composed['media.libraryQuery'];
    const item = entities.mediaItem;
    expect(q.properties.category.enum).toEqual(['', ...item.properties.category.enum]);
    expect([q.properties.size.maximum, q.properties.size.default]).toEqual([item['x-list'].page.max, item['x-list'].page.size]);
  });
});
