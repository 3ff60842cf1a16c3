// `contact-us` block (spec 3 §3, §4): the organizers' contact facts. The saved config from
// getWebsiteContactUsByMeetingId (the saved block) wins; when it cannot be loaded the block's own props show.
// In the editor the block's props are what is being edited (and what saving sends as that config), so
// they show as they change.
import { useTranslation } from 'react-i18next';
import { propsIn } from '@shared/bilingual';
import { useSiteData, useSiteLoad } from './lib/data';
import { Frame, cardLook, gridCols, type BlockStyle } from './lib/Frame';
import { Picture } from './lib/Modal';
import { SafeAnchor } from '../site/lib/links';

export interface ContactUsProps {
  title?: string;
  showBanner?: boolean;
  showCustomText?: boolean;
  customText?: string;
  columns?: number;
  [field: string]: unknown;
  style?: BlockStyle;
}

type Row = { key: string; show: string; value: (c: Record<string, any>) => React.ReactNode };
const link = (href: string, text: string) => <SafeAnchor href={href} target="_blank" rel="noopener noreferrer" className="text-brand-600 hover:underline dark:text-brand-100">{text}</SafeAnchor>;
const ROWS: Row[] = [
  { key: 'companyName', show: 'showCompanyName', value: (c) => c.companyName },
  { key: 'address', show: 'showAddress', value: (c) => c.address },
  { key: 'phone', show: 'showPhone', value: (c) => c.phone && <a href={`tel:${c.phone}`} className="hover:underline">{c.phone}</a> },
  { key: 'email', show: 'showEmail', value: (c) => c.email && <a href={`mailto:${c.email}`} className="hover:underline">{c.email}</a> },
  { key: 'workingHours', show: 'showWorkingHours', value: (c) => c.workingHours },
  { key: 'website', show: 'showWebsite', value: (c) => c.website && /^https?:\/\//.test(c.website) && link(c.website, c.website) },
  {
    key: 'wechat', show: 'showWechat',
    value: (c) => (c.wechatAccount || c.wechatQRCode) && (
      <span className="flex flex-col gap-2">{c.wechatAccount}{c.wechatQRCode && <Picture src={c.wechatQRCode} alt="QR" className="h-28 w-28 rounded-lg object-cover" />}</span>
    ),
  },
  {
    key: 'map', show: 'showMap',
    value: (c) => (c.mapAddress || c.mapImage) && (
      <span className="flex flex-col gap-2">
        {c.mapAddress}
        {c.mapImage && <Picture src={c.mapImage} alt={c.mapAddress ?? ''} className="max-h-40 rounded-lg object-cover" />}
        {c.mapLink && /^https?:\/\//.test(c.mapLink) && link(c.mapLink, '↗')}
      </span>
    ),
  },
  {
    key: 'socialMedia', show: 'showSocialMedia',
    value: (c) => (c.weibo || c.qq || c.linkedin) && (
      <span className="flex flex-col gap-1">{c.weibo && <span>Weibo: {c.weibo}</span>}{c.qq && <span>QQ: {c.qq}</span>}{c.linkedin && <span>LinkedIn: {c.linkedin}</span>}</span>
    ),
  },
];

export default function ContactUs({ columns = 3, style, componentId, ...props }: ContactUsProps & { componentId?: string }) {
  const { t, i18n } = useTranslation();
  const editing = !!useSiteData()?.editing;
  const saved = useSiteLoad<Record<string, any>>('contact-us');
  // the server's config (it may be wrapped in data) over the block's props, once it has been saved
  // (updatedAt), for this component or for none in particular
  const raw = saved.value && typeof saved.value === 'object' ? ((saved.value as any).data ?? saved.value) : undefined;
  const server = !editing && raw && raw.updatedAt !== null && (!raw.componentId || !componentId || raw.componentId === componentId) ? raw : undefined;
  // the saved config holds the organizer's texts as written, in both languages where given
  const c: Record<string, any> = { ...props, ...(server ? propsIn(server, i18n.language === 'en' ? 'en' : 'zh') : {}) };
  const rows = ROWS.map((r) => ({ ...r, node: c[r.show] !== false ? r.value(c) : null })).filter((r) => r.node);
  return (
    <Frame title={c.title ?? t('siteBlocks.contact.title')} showBanner={c.showBanner} showCustomText={c.showCustomText} customText={c.customText} style={style} testId="site-contact">
      {!rows.length ? (
        <p className="text-center text-sm text-slate-500">{t('siteBlocks.contact.empty')}</p>
      ) : (
        <ul className={gridCols(columns, 3)}>
          {rows.map((r) => (
            <li key={r.key} className={`${cardLook} p-5`}>
              <p className="mb-1 text-xs font-medium uppercase tracking-wide text-slate-500 dark:text-slate-400">{t(`siteBlocks.contact.fields.${r.key}`)}</p>
              <div className="break-words text-slate-800 dark:text-slate-100">{r.node}</div>
            </li>
          ))}
        </ul>
      )}
    </Frame>
  );
}
