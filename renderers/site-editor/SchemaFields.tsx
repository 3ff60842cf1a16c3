// Every property of an object schema as a field (the property panel, navbar settings, page style,
// website settings): the form is the schema.
import type { JsonSchema } from './schemas';
import { Field } from './fields/Field';

export function SchemaFields({ schema, value, onChange, meetingId, skip = [], onRichText }: {
  schema?: JsonSchema;
  value: Record<string, unknown>;
  onChange(name: string, v: unknown): void;
  meetingId: string;
  skip?: string[];
  onRichText?(): void;
}) {
  if (!schema?.properties) return null;
  return (
    <div className="flex flex-col gap-3">
      {Object.entries<JsonSchema>(schema.properties)
        .filter(([name]) => !skip.includes(name))
        .map(([name, s]) => (
          <Field key={name} name={name} schema={s.$ref === 'site.text' ? { $ref: 'site.text', type: 'string', maxLength: 100 } : s} value={value[name]} onChange={(v) => onChange(name, v)} meetingId={meetingId} onRichText={onRichText} />
        ))}
    </div>
  );
}
