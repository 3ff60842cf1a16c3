// Cart: identity, ticket, sub-venues, hotel stay, the form answers and the total, to confirm before paying.
import { useTranslation } from 'react-i18next';
import type { ReactNode } from 'react';
import { allFields, answerText, isShown, labelOf, typeOf, FILE_TYPES, type FormField } from '@shared/designer/fields';
import { useLang, type Lang } from '@runtime/i18n';
import { pageOf } from '@shared/designer/steps';
import type { StepProps } from '../types';
import { money } from '../money';
import { summarize } from '../summary';
import { cardCls } from '../ui';
import { HotelPayNote } from './HotelPayNote';
import { previewOf } from '../form/previews';
import { FileLink } from '../../files/FileLink';

function Row({ label, value, testId }: { label: string; value?: ReactNode; testId?: string }) {
  if (!value) return null;
  return (
    <div className="flex justify-between gap-4 py-2 text-sm" data-testid={testId}>
      <dt className="shrink-0 text-gray-500 dark:text-gray-400">{label}</dt>
      <dd className="min-w-0 break-words text-right text-gray-900 [overflow-wrap:anywhere] dark:text-gray-100">{value}</dd>
    </div>
  );
}

/** An answer as the cart shows it: a file by the name it was uploaded with; a signature as drawn. */
function answerOf(f: FormField, v: unknown, lang: Lang): ReactNode {
  const type = typeOf(f);
  const preview = typeof v === 'string' && v ? previewOf(v) : undefined;
  if (type === 'signature' && preview) return <img src={preview} alt={labelOf(f, lang)} className="h-12 rounded border border-gray-300 bg-white dark:border-gray-600" data-testid="cart-signature" />;
  if (FILE_TYPES.includes(type) && typeof v === 'string' && v) return <FileLink value={v} href={preview} />;
  return answerText(f, v, lang);
}

export function CartStep({ page, data, state, now }: StepProps) {
  const { t } = useTranslation();
  const { lang } = useLang();
  const s = summarize(data, state, now, lang);
  const cur = data.flow.currency;
  const fields = allFields(pageOf(data.design, 'form').formGroups).filter((f) => isShown(f, state.formData) && state.formData[f.id] !== undefined);
  const showPrice = !page.hidePrice;
  return (
    <div className="space-y-4">
      <dl className={`${cardCls} divide-y divide-gray-100 dark:divide-gray-700`}>
        <Row label={t('flowUi.step.chooseRole')} value={s.identityLabel} />
        <Row label={t('flowUi.step.ticket')} value={s.ticketName && (showPrice ? `${s.ticketName} · ${money(s.ticketPrice, cur)}` : s.ticketName)} testId="cart-ticket" />
        <Row label={t('flowUi.step.subVenue')} value={state.subVenues.join('、')} />
        <Row label={t('flowUi.step.hotel')} value={s.hotelName && `${s.hotelName} · ${s.roomName ?? ''} · ${state.hotel.checkinDate ?? ''} → ${state.hotel.checkoutDate ?? ''} · ${t('flowUi.nights', { n: s.nights })}`} testId="cart-hotel" />
        {showPrice && s.hotelName && <Row label={t('flowUi.hotelFee')} value={`${money(s.roomPrice, cur)} × ${s.nights} = ${money(s.hotelFee, cur)}`} />}
        {fields.map((f) => <Row key={f.id} label={labelOf(f, lang)} value={answerOf(f, state.formData[f.id], lang)} testId={`cart-answer-${f.id}`} />)}
      </dl>
      {s.hotelPayment && <HotelPayNote hotel={s.hotelPayment} separate />}
      {showPrice && (
        <div className="flex items-baseline justify-end gap-2">
          <span className="text-sm text-gray-600 dark:text-gray-300">{t('flowUi.total')}</span>
          <span className="text-2xl font-bold text-brand-600 dark:text-brand-100" data-testid="cart-total">{money(s.total, cur)}</span>
        </div>
      )}
    </div>
  );
}
