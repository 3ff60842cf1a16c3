// `ifDefined` on an entity form (meeting.x-forms.website names `template`, which another change adds to the
// entity): left out of the composed form while the entity lacks it, in it (and required) once it is there.
import { describe, expect, it } from 'vitest';
import { entityForm } from '../../src/shared/schema/compose';

const entity = (withTemplate: boolean) => ({
  meeting: {
    properties: { title: { type: 'string' }, ...(withTemplate ? { template: { type: 'string', enum: ['a', 'b'] } } : {}) },
    'x-forms': { website: { fields: ['title', 'template'], required: ['title', 'template'], ifDefined: ['template'] } },
  },
});

describe('entity form ifDefined', () => {
  it('skips a field the entity does not have yet', () => {
    const f = entityForm(entity(false), 'meeting', 'website');
    expect([Object.keys(f.properties), f.required]).toEqual([['title'], ['title']]);
  });
  it('takes it, required, once the entity has it', () => {
    const f = entityForm(entity(true), 'meeting', 'website');
    expect([Object.keys(f.properties), f.required]).toEqual([['title', 'template'], ['title', 'template']]);
  });
  it('a field not marked ifDefined and missing is still an error', () => {
    const e = entity(false);
    e.meeting['x-forms'].website.ifDefined = [];
    expect(() => entityForm(e, 'meeting', 'website')).toThrow(/no property meeting.template/);
  });
});
