// The whole design is checked on the server with the same schemas the designer's forms use:
// badge.design for the shape, badge.style for the style, badge.field for each field (errors carry
// the path the form shows them at), then what a schema cannot say: field names unique in a design.
import type { Validator } from '../../shared/schema/validate';
import type { FieldIssue } from '../http/errors';

export interface DesignBody {
  schemaVersion?: number;
  style: Record<string, unknown>;
  fields: Array<Record<string, unknown>>;
}

const under = (prefix: string, list: FieldIssue[]) => list.map((e) => ({ ...e, path: `${prefix}${e.path === '/' ? '' : e.path}` }));

/** Every problem of a design, in the order the designer shows them (style first, then fields). */
export function designIssues(v: Validator, body: DesignBody): FieldIssue[] {
  const shape = v.validate('badge.design', body);
  if (shape.length) return shape;
  const issues: FieldIssue[] = under('/style', v.validate('badge.style', body.style));
  const seen = new Map<string, number>();
  body.fields.forEach((f, i) => {
    const own = under(`/fields/${i}`, v.validate('badge.field', f));
    issues.push(...own);
    const name = typeof f.name === 'string' ? f.name.trim() : '';
    if (!name || own.some((e) => e.path === `/fields/${i}/name`)) return;
    if (seen.has(name)) issues.push({ path: `/fields/${i}/name`, key: 'badge.field.name.duplicate', params: { name } });
    else seen.set(name, i);
  });
  return issues;
}
