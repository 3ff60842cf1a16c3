// A registration's answers (formData) with their labels: keys are the spec's Chinese labels, English
// aliases (shown under the label they stand for) or field ids with `{ label, value }` beside them.
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { privateFileOf } from '@shared/files/names';
import { textIn } from '@shared/bilingual';
import { currentLang } from '@runtime/i18n';
import { FileLink } from '../files/FileLink';

type Entry = [label: string, value: string];

const show = (t: TFunction, v: unknown): string => {
  if (v === null || v === undefined || v === '') return '-';
  if (typeof v === 'boolean') return t(v ? 'table.yes' : 'table.no');
  if (Array.isArray(v)) return v.map((x) => show(t, x)).join(', ');
  if (typeof v === 'object') return JSON.stringify(v);
  return String(v);
};

export function formEntries(t: TFunction, data: unknown): Entry[] {
  let d = data;
  if (typeof d === 'string') {
    try {
      d = JSON.parse(d);
    } catch {
      return [];
    }
  }
  if (!d || typeof d !== 'object' || Array.isArray(d)) return [];
  return Object.entries(d as Record<string, unknown>).map(([k, v]) => {
    if (v && typeof v === 'object' && !Array.isArray(v) && 'label' in v) {
      // an answer stored with its English label and choice text (`en`) reads in the organizer's language
      const f = v as { label?: unknown; value?: unknown; en?: { label?: string; value?: string } };
      const lang = currentLang();
      return [textIn(f, 'label', lang) || k, show(t, lang === 'en' && f.en?.value ? f.en.value : f.value)];
    }
    return [String(t(`participant.ui.formKeys.${k}`, { defaultValue: k })), show(t, v)];
  });
}

export function FormDataList({ title, data, empty }: { title: string; data: unknown; empty: string }) {
  const { t } = useTranslation();
  const entries = formEntries(t, data);
  return (
    <section data-testid="form-data" className="mt-4">
      <h3 className="text-sm font-semibold text-slate-700 dark:text-slate-200">{title}</h3>
      {entries.length ? (
        <dl className="mt-2 divide-y divide-slate-100 rounded-lg text-sm ring-1 ring-slate-200 dark:divide-slate-800 dark:ring-slate-700">
          {entries.map(([label, value]) => (
            <div key={label} className="grid grid-cols-3 gap-4 px-3 py-2">
              <dt className="text-slate-500 dark:text-slate-400">{label}</dt>
              <dd className="col-span-2 whitespace-pre-wrap break-words">
                {privateFileOf(value) ? <FileLink value={value} testId="form-data-file" /> : value}
              </dd>
            </div>
          ))}
        </dl>
      ) : (
        <p className="mt-2 text-sm text-slate-500 dark:text-slate-400">{empty}</p>
      )}
    </section>
  );
}
