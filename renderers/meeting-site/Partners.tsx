// `partners` block (spec 3 §3): active partners as logo cards, optionally of one type; a click opens
// the detail popup with the chosen fields. A logo that fails shows the name instead.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSiteList, type Item } from './lib/data';
import { Empty, Frame, cardLook, gridCols, type BlockStyle } from './lib/Frame';
import { Facts, Modal, Picture } from './lib/Modal';
import { SafeAnchor } from '../site/lib/links';

export interface PartnersProps {
  title?: string;
  showBanner?: boolean;
  showCustomText?: boolean;
  customText?: string;
  partnerSource?: 'all' | 'category';
  categoryId?: string;
  columns?: number;
  showPartnerDetail?: boolean;
  partners?: Array<number | string>;
  detailFields?: string[];
  style?: BlockStyle;
}

const ALL_FIELDS = ['logo', 'name', 'type', 'description', 'website', 'contact', 'cooperation', 'cooperationTime'];

export default function Partners({ partnerSource = 'all', categoryId = '', columns = 6, showPartnerDetail = true, partners = [], detailFields = ALL_FIELDS, style, ...frame }: PartnersProps) {
  const { t } = useTranslation();
  const { items, loading } = useSiteList('partners');
  const [open, setOpen] = useState<Item | null>(null);
  let chosen = partnerSource === 'category' && categoryId ? items.filter((p) => String(p.type) === categoryId) : items;
  if (partners.length) chosen = chosen.filter((p) => partners.map(String).includes(String(p.id)));
  const has = (f: string) => detailFields.includes(f);
  const name = (p: Item) => <span className="px-2 text-center text-sm font-medium text-slate-700 dark:text-slate-200">{p.name}</span>;
  return (
    <Frame {...frame} title={frame.title ?? t('siteBlocks.partners.title')} style={style} testId="site-partners">
      {!chosen.length ? (
        <Empty text={loading ? t('siteBlocks.loading') : t('siteBlocks.partners.empty')} manage={loading ? undefined : 'partners'} />
      ) : (
        <ul className={gridCols(columns, 6)}>
          {chosen.map((p) => (
            <li key={p.id ?? p.name}>
              <button type="button" disabled={!showPartnerDetail} onClick={() => setOpen(p)} title={p.name} className={`${cardLook} flex h-24 w-full items-center justify-center p-3 transition enabled:hover:shadow-md`}>
                <Picture src={p.logo} alt={p.name ?? ''} sizes="240px" className="max-h-full max-w-full object-contain" fallback={name(p)} />
              </button>
            </li>
          ))}
        </ul>
      )}
      {open && (
        <Modal title={open.name ?? ''} onClose={() => setOpen(null)} testId="partner-detail">
          {has('logo') && open.logo && <Picture src={open.logo} alt={open.name ?? ''} sizes="480px" className="mb-5 max-h-24 object-contain" />}
          <Facts
            rows={[
              [t('siteBlocks.partners.fields.name'), has('name') ? open.name : undefined],
              [t('siteBlocks.partners.fields.type'), has('type') ? open.type : undefined],
              [t('siteBlocks.partners.fields.description'), has('description') ? open.description : undefined],
              [t('siteBlocks.partners.fields.website'), has('website') && open.website ? <SafeAnchor href={open.website} target="_blank" rel="noopener noreferrer" className="text-brand-600 underline">{open.website}</SafeAnchor> : undefined],
              [t('siteBlocks.partners.fields.contact'), has('contact') ? open.contact : undefined],
              [t('siteBlocks.partners.fields.cooperation'), has('cooperation') ? open.cooperation : undefined],
              [t('siteBlocks.partners.fields.cooperationTime'), has('cooperationTime') ? open.cooperationTime : undefined],
            ]}
          />
        </Modal>
      )}
    </Frame>
  );
}
