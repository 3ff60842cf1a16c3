// The profile's info cards: one per configured field, labelled and formatted from the entity schema.
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import type { JsonSchema } from '@shared/schema/compose';
import { formatCell } from '../../table/format';
import { fieldLabel } from '../theme/labels';

export interface CardSpec {
  field: string;
  format?: 'group';
}

const blank = (v: unknown) => v === undefined || v === null || v === '';

export function cardValue(t: TFunction, spec: CardSpec, prop: JsonSchema | undefined, value: unknown): string {
  if (spec.format === 'group') return blank(value) ? t('userCenter.profile.unassigned') : t('userCenter.profile.group', { id: value });
  if (blank(value)) return t('userCenter.profile.notSet');
  return formatCell(t, prop, value);
}

export function InfoCards({ cards, schema, entity, user }: { cards: CardSpec[]; schema?: JsonSchema; entity: string; user: Record<string, unknown> }) {
  const { t } = useTranslation();
  return (
    <dl className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3">
      {cards.map((c) => {
        const prop = { 'x-key': `${entity}.${c.field}`, ...(schema?.properties?.[c.field] as JsonSchema | undefined) };
        return (
          <div key={c.field} data-card={c.field} className="rounded-lg border border-gray-200 bg-white p-4 dark:border-gray-700 dark:bg-gray-900">
            <dt className="text-xs font-medium text-gray-500 dark:text-gray-400">{fieldLabel(t, prop, c.field)}</dt>
            <dd className="mt-1 break-all text-sm font-semibold text-gray-900 dark:text-gray-100">{cardValue(t, c, prop, user[c.field])}</dd>
          </div>
        );
      })}
    </dl>
  );
}
