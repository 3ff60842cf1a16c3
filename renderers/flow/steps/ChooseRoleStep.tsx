// Choose identity (spec 3 §3 choose-role page): cards of the shown identities, with places left when asked.
import { useTranslation } from 'react-i18next';
import { textIn } from '@shared/bilingual';
import { useLang } from '@runtime/i18n';
import type { StepProps } from '../types';
import { choiceCard, cx, mutedCls } from '../ui';

export interface Identity { label: string; value: string; avatar?: string; amount?: number; en?: { label?: string } }

/** The identities offered: the shown ones (showRoles) when that list names any that exist, else all. */
export function shownIdentities(page: StepProps['page']): Identity[] {
  const list: Identity[] = Array.isArray(page.identityList) ? page.identityList : [];
  const shown: string[] = Array.isArray(page.showRoles) ? page.showRoles : [];
  const picked = list.filter((r) => shown.includes(r.value));
  return picked.length ? picked : list;
}

export function ChooseRoleStep({ page, data, state, update, onConfigure }: StepProps) {
  const { t } = useTranslation();
  const { lang } = useLang();
  const roles = shownIdentities(page);
  if (!roles.length) return <Empty text={t('flowUi.noIdentities')} onConfigure={onConfigure} />;
  return (
    <div role="radiogroup" aria-label={t('flowUi.step.chooseRole')} className={cx('grid gap-3', page.layout === 'horizontal' ? 'grid-cols-2 sm:grid-cols-3' : 'grid-cols-1')}>
      {roles.map((r) => {
        const left = data.remaining?.identities?.[r.value];
        const full = left === 0;
        return (
          <button key={r.value} type="button" role="radio" aria-checked={state.identity === r.value} disabled={full} className={choiceCard(state.identity === r.value, full)} onClick={() => update({ identity: r.value })} data-testid={`identity-${r.value}`}>
            <span className="flex items-center gap-3">
              {r.avatar && <img src={r.avatar} alt="" className="h-10 w-10 rounded-full object-cover" />}
              <span className="font-medium text-gray-900 dark:text-gray-100">{textIn(r, 'label', lang)}</span>
            </span>
            {page.showAmount && left !== undefined && left !== null && <span className={cx(mutedCls, 'mt-1 block')}>{full ? t('flowUi.soldOut') : t('flowUi.remain', { n: left })}</span>}
          </button>
        );
      })}
    </div>
  );
}

export function Empty({ text, onConfigure }: { text: string; onConfigure?: () => void }) {
  const { t } = useTranslation();
  return (
    <div className="rounded-lg border border-dashed border-gray-300 p-8 text-center dark:border-gray-600" data-testid="flow-empty">
      <p className={mutedCls}>{text}</p>
      {onConfigure && <button type="button" onClick={onConfigure} className="mt-3 text-sm font-medium text-brand-600 hover:underline dark:text-brand-100">{t('flowUi.goConfigure')}</button>}
    </div>
  );
}
