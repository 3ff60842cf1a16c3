// The form page's agreement box (spec 3 §3 showAgreement): ticked before Next; the server checks it too.
import { useTranslation } from 'react-i18next';

export function AgreementBox({ agreed, onChange, warn }: { agreed: boolean; onChange: (v: boolean) => void; warn?: boolean }) {
  const { t } = useTranslation();
  return (
    <div className="pt-2" data-testid="flow-agreement">
      <label className="flex items-start gap-2 text-sm text-gray-700 dark:text-gray-300">
        <input
          type="checkbox"
          className="mt-0.5 h-4 w-4 rounded border-gray-300 text-brand-600 focus:ring-brand-500 dark:border-gray-600 dark:bg-gray-700"
          checked={agreed}
          onChange={(e) => onChange(e.target.checked)}
          aria-invalid={warn && !agreed}
          data-testid="flow-agree"
        />
        <span>
          {t('flowGaps.agreePrefix')}
          <a href="/user-agreement" target="_blank" rel="noopener" className="text-brand-600 hover:underline dark:text-brand-100">{t('flowGaps.agreementLink')}</a>
        </span>
      </label>
      {warn && !agreed && <p className="mt-1 text-xs text-red-600 dark:text-red-400" role="alert" data-testid="flow-agree-error">{t('flowGaps.agreeFirst')}</p>}
    </div>
  );
}
