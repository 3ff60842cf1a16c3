// The participant form's layout: the designer's groups as sections, fields on a two-column grid
// (a field spans half or the whole row; one column on a phone); a dependent field shows only while
// the field it depends on has the value (spec 3 §4).
import type { ObjectFieldTemplateProps } from '@rjsf/utils';

type Group = { id: string; name: string; fields: string[] };

export function GroupedFields({ properties, uiSchema, registry }: ObjectFieldTemplateProps) {
  const formContext = registry.formContext as { shown?: Set<string> } | undefined;
  const groups: Group[] = (uiSchema?.['ui:options']?.groups as Group[]) ?? [];
  const oneColumn = uiSchema?.['ui:options']?.columns === 1;
  const shown: Set<string> = formContext?.shown ?? new Set(properties.map((p) => p.name));
  const byName = new Map(properties.map((p) => [p.name, p]));
  const cell = (name: string) => {
    const p = byName.get(name);
    if (!p || !shown.has(name)) return null;
    const span = (uiSchema?.[name]?.['ui:options']?.span as number) ?? 12;
    return <div key={name} className={span === 24 && !oneColumn ? 'sm:col-span-2' : undefined}>{p.content}</div>;
  };
  return (
    <div className="space-y-6">
      {groups.map((g) => (
        <section key={g.id} aria-label={g.name} data-testid={`form-group-${g.id}`}>
          {groups.length > 1 && <h3 className="mb-3 border-l-4 border-brand-500 pl-2 text-base font-semibold text-gray-900 dark:text-gray-100">{g.name}</h3>}
          <div className={oneColumn ? 'grid' : 'grid gap-x-5 sm:grid-cols-2'}>{g.fields.map(cell)}</div>
        </section>
      ))}
    </div>
  );
}
