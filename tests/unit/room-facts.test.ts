// A room type's row on the hotel card shows, beside what it places itself (price, stock, bed…), every
// further property of roomType.json's x-list: a property added there reaches the card with no code edit.
import { afterEach, describe, expect, it } from 'vitest';
import { i18n } from '@runtime/i18n';
import { getSchema } from '@runtime/schemas';
import { roomFacts } from '@renderers/hotels/cardFacts';

const room = { id: 1, name: '标准间', status: 'active', price: 380, stock: 10, bedType: 'twin', capacity: 2, breakfast: 'included', cancellationPolicy: 'free', description: '朝南，安静' };
const schema = getSchema('roomType') as { 'x-list': string[] };
const listed = [...schema['x-list']];
afterEach(() => void schema['x-list'].splice(0, Infinity, ...listed));

describe('room type facts', () => {
  it('adds nothing the row already places', async () => {
    await i18n.changeLanguage('zh');
    expect(roomFacts(i18n.t, room)).toEqual([]);
  });

  it('shows a further listed property by its label', async () => {
    await i18n.changeLanguage('zh');
    schema['x-list'].push('description');
    expect(roomFacts(i18n.t, room)).toEqual([{ key: 'description', label: '房型描述', value: '朝南，安静' }]);
  });
});
