// A registration's lifecycle state as a badge: the canonical label (form.enum.registration.
// registrationStatus) in the colour registration.json x-lifecycle gives it.
import { useTranslation } from 'react-i18next';
import { toneOf } from '@shared/lifecycle';
import { badgeCls } from './badge';

export const stateLabelKey = (state: string) => `form.enum.registration.registrationStatus.${state}`;

export function StateBadge({ state, testId }: { state: string; testId?: string }) {
  const { t } = useTranslation();
  return <span data-testid={testId} data-state={state} className={badgeCls(toneOf(state))}>{t(stateLabelKey(state), { defaultValue: state })}</span>;
}
