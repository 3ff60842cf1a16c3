// Sub-venue step: the meeting's sub-venues to attend (several, or one when the design says so).
import { useTranslation } from 'react-i18next';
import type { StepProps } from '../types';
import { choiceCard, mutedCls } from '../ui';
import { Empty } from './ChooseRoleStep';

export function SubVenueStep({ page, data, state, update }: StepProps) {
  const { t } = useTranslation();
  const venues = data.meeting.subVenues ?? [];
  if (!venues.length) return <Empty text={t('flowUi.noSubVenues')} />;
  const multiple = page.multiple !== false;
  const toggle = (name: string) => {
    const on = state.subVenues.includes(name);
    update({ subVenues: multiple ? (on ? state.subVenues.filter((n) => n !== name) : [...state.subVenues, name]) : on ? [] : [name] });
  };
  return (
    <div className="grid gap-3 sm:grid-cols-2" role="group" aria-label={t('flowUi.step.subVenue')}>
      {venues.map((v) => (
        <button key={v.name} type="button" role={multiple ? 'checkbox' : 'radio'} aria-checked={state.subVenues.includes(v.name)} className={choiceCard(state.subVenues.includes(v.name))} onClick={() => toggle(v.name)} data-testid={`subvenue-${v.name}`}>
          <span className="block font-medium text-gray-900 dark:text-gray-100">{v.name}</span>
          {v.location && <span className={mutedCls}>{v.location}</span>}
          {v.capacity ? <span className={`${mutedCls} block`}>{t('flowUi.capacity', { n: v.capacity })}</span> : null}
        </button>
      ))}
    </div>
  );
}
