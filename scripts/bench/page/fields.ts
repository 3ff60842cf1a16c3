// The 200 fields both forms of the bench draw: 150 texts, 25 numbers, 25 choices, as a composed schema.
import type { JsonSchema } from '@shared/schema/compose';

export interface BenchField { key: string; label: string; kind: 'text' | 'number' | 'choice' }

export const FIELDS: BenchField[] = Array.from({ length: 200 }, (_, i) => ({
  key: `f${String(i + 1).padStart(3, '0')}`,
  label: `字段 ${i + 1}`,
  kind: i % 8 === 6 ? 'number' : i % 8 === 7 ? 'choice' : 'text',
}));

export const CHOICES = ['甲', '乙', '丙'];

export const SCHEMA: JsonSchema = {
  $id: 'bench.form',
  type: 'object',
  properties: Object.fromEntries(
    FIELDS.map((f) => [
      f.key,
      f.kind === 'text' ? { type: 'string', title: f.label, maxLength: 50 } : f.kind === 'number' ? { type: 'integer', title: f.label, minimum: 0 } : { type: 'string', title: f.label, enum: CHOICES },
    ]),
  ),
} as JsonSchema;
