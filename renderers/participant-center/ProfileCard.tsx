// The participant's profile as a list of labelled values, with the missing ones marked.
import { useTranslation } from 'react-i18next';
import type { Participant } from '../participant';

const FIELDS = ['username', 'name', 'phone', 'email', 'gender', 'workplace', 'position', 'company'] as const;

export function ProfileCard({ p }: { p: Participant }) {
  const { t } = useTranslation();
  const missing = new Set(p.missingFields ?? []);
  return (
    <dl className="grid grid-cols-1 gap-x-6 gap-y-3 sm:grid-cols-2" data-testid="participant-profile">
      {FIELDS.map((f) => {
        const v = p[f];
        const shown = f === 'gender' && v ? t(`participantAccount.ui.genders.${v}`) : v;
        return (
          <div key={f} className="min-w-0">
            <dt className="text-xs text-gray-500 dark:text-gray-400">{t(`participantAccount.ui.fields.${f}`)}</dt>
            <dd data-testid={`participant-profile-${f}`} className={`truncate text-sm ${v ? 'text-gray-900 dark:text-gray-100' : missing.has(f) ? 'text-amber-700 dark:text-amber-400' : 'text-gray-500 dark:text-gray-400'}`}>
              {shown || t('participantAccount.ui.empty')}
            </dd>
          </div>
        );
      })}
    </dl>
  );
}
