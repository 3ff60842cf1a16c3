// Small pure helpers the designer's field table and dialogs share.
import type { BadgeField, Insertable } from '@shared/badge/types';

/** The next free order (1-100) after the existing fields. */
export const nextOrder = (fields: BadgeField[]) => Math.min(100, fields.reduce((m, f) => Math.max(m, f.order), 0) + 1);

/** An insertable field as a badge field, placed below the last one (y within 10-90). */
export function fromInsertable(item: Insertable, fields: BadgeField[], displayName?: string): BadgeField {
  const y = Math.min(90, 20 + ((fields.length * 12) % 70));
  const label = (displayName ?? item.label).slice(0, 20);
  return {
    name: item.name,
    displayName: label.length >= 2 ? label : item.name.slice(0, 20),
    type: item.type,
    order: nextOrder(fields),
    visible: true,
    required: false,
    dataSource: 'form',
    // a participant property is read by its name; everything else by the key the people call answers it under
    ...(item.source && item.source !== item.name ? { source: item.source } : {}),
    x: item.type === 'qrcode' ? 80 : 50,
    y,
    ...(item.type === 'qrcode' ? { qrSize: 16 } : {}),
  };
}

export const nameTaken = (fields: BadgeField[], name: string, except?: number) => fields.some((f, i) => i !== except && f.name.trim() === name.trim());
