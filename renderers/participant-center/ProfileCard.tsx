// The participant's profile as a list of labelled values, with the missing ones marked; the fields
// are the schema's (profileFields.ts).
import { useTranslation } from 'react-i18next';
import type { Participant } from '../participant';
import { cardFields, profileLabel, profileValue } from '../participant/profileFields';

export function ProfileCard({ p }: { p: Participant }) {
  const { t } = useTranslation();
  const missing = new Set(p.missingFields ?? []);
  const values = p as unknown as Record<string, unknown>;
  return (
    <dl className="grid grid-cols-1 gap-x-6 gap-y-3 sm:grid-cols-2" data-testid="participant-profile">
      {cardFields().map(({ name: f, schema }) => {
        const shown = profileValue(t, schema, values[f]);
        return (
          <div key={f} className="min-w-0">
            <dt className="text-xs text-gray-500 dark:text-gray-400">{profileLabel(t, f, schema)}</dt>
            <dd data-testid={`participant-profile-${f}`} className={`truncate text-sm ${shown ? 'text-gray-900 dark:text-gray-100' : missing.has(f) ? 'text-amber-700 dark:text-amber-400' : 'text-gray-500 dark:text-gray-400'}`}>
              {shown || t('participantAccount.ui.empty')}
            </dd>
          </div>
        );
      })}
    </dl>
  );
}
