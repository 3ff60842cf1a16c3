// User form templates, kept in this browser under one key (spec 3 §7 local storage).
import { readItem, writeItem } from '@runtime/storage';
import type { FormField } from '@shared/designer/fields';

export interface UserTemplate { id: string; name: string; fields: FormField[]; createdAt: string }
const KEY = 'conflow.formTemplates';

export function listTemplates(): UserTemplate[] {
  try {
    const v = JSON.parse(readItem('local', KEY) ?? '[]');
    return Array.isArray(v) ? v : [];
  } catch {
    return [];
  }
}

export function saveTemplate(name: string, fields: FormField[]): UserTemplate[] {
  const list = [...listTemplates(), { id: `${Date.now()}`, name, fields, createdAt: new Date().toISOString() }];
  writeItem('local', KEY, JSON.stringify(list));
  return list;
}

export function deleteTemplate(id: string): UserTemplate[] {
  const list = listTemplates().filter((x) => x.id !== id);
  writeItem('local', KEY, JSON.stringify(list));
  return list;
}
