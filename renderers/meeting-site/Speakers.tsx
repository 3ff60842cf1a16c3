// `speakers` block (spec 3 §3): the meeting's active speakers as cards; a click opens the detail
// popup with the fields the organizer chose. `speakers` (ids) narrows the list when the source is a group.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSiteList, type Item } from './lib/data';
import { Empty, Frame, cardLook, gridCols, type BlockStyle } from './lib/Frame';
import { Facts, Modal, Picture } from './lib/Modal';

export interface SpeakersProps {
  title?: string;
  showBanner?: boolean;
  showCustomText?: boolean;
  customText?: string;
  speakerSource?: 'all' | 'group' | 'category';
  columns?: number;
  showSpeakerDetail?: boolean;
  speakers?: Array<number | string>;
  detailFields?: string[];
  style?: BlockStyle;
}

const ALL_FIELDS = ['avatar', 'name', 'company', 'position', 'phone', 'email', 'speechTopic', 'speechContent', 'bio', 'socialMedia'];

function Avatar({ s, size }: { s: Item; size: string }) {
  const initial = <span className={`${size} flex items-center justify-center rounded-full bg-brand-100 text-xl font-semibold text-brand-700`}>{String(s.name ?? '?').slice(0, 1)}</span>;
  return s.avatar ? <Picture src={s.avatar} alt={s.name} sizes="160px" className={`${size} rounded-full object-cover`} fallback={initial} /> : initial;
}

export default function Speakers({ speakerSource = 'all', columns = 4, showSpeakerDetail = true, speakers = [], detailFields = ALL_FIELDS, style, ...frame }: SpeakersProps) {
  const { t } = useTranslation();
  const { items, loading } = useSiteList('speakers');
  const [open, setOpen] = useState<Item | null>(null);
  const chosen = speakerSource !== 'all' && speakers.length ? items.filter((s) => speakers.map(String).includes(String(s.id))) : items;
  const has = (f: string) => detailFields.includes(f);
  return (
    <Frame {...frame} title={frame.title ?? t('siteBlocks.speakers.title')} style={style} testId="site-speakers">
      {!chosen.length ? (
        <Empty text={loading ? t('siteBlocks.loading') : t('siteBlocks.speakers.empty')} manage={loading ? undefined : 'speakers'} />
      ) : (
        <ul className={gridCols(columns, 4)}>
          {chosen.map((s) => (
            <li key={s.id ?? s.name}>
              <button type="button" disabled={!showSpeakerDetail} onClick={() => setOpen(s)} className={`${cardLook} flex h-full w-full flex-col items-center gap-3 p-5 text-center transition enabled:hover:-translate-y-0.5 enabled:hover:shadow-md`}>
                <Avatar s={s} size="h-20 w-20" />
                <span className="font-semibold text-slate-900 dark:text-white">{s.name}</span>
                <span className="text-sm text-slate-500 dark:text-slate-400">{[s.position, s.company].filter(Boolean).join(' · ')}</span>
                {s.speechTopic && <span className="line-clamp-2 text-sm text-brand-700 dark:text-brand-100">{s.speechTopic}</span>}
              </button>
            </li>
          ))}
        </ul>
      )}
      {open && (
        <Modal title={open.name ?? ''} onClose={() => setOpen(null)} testId="speaker-detail">
          <div className="flex flex-col gap-5 @2xl:flex-row">
            {has('avatar') && <Avatar s={open} size="h-24 w-24 shrink-0" />}
            <Facts
              rows={[
                [t('siteBlocks.speakers.fields.name'), has('name') && open.name],
                [t('siteBlocks.speakers.fields.company'), has('company') && open.company],
                [t('siteBlocks.speakers.fields.position'), has('position') && open.position],
                [t('siteBlocks.speakers.fields.phone'), has('phone') && open.phone],
                [t('siteBlocks.speakers.fields.email'), has('email') && open.email],
                [t('siteBlocks.speakers.fields.speechTopic'), has('speechTopic') && open.speechTopic],
                [t('siteBlocks.speakers.fields.speechContent'), has('speechContent') && open.speechDescription],
                [t('siteBlocks.speakers.fields.bio'), has('bio') && open.biography],
                [t('siteBlocks.speakers.fields.socialMedia'), has('socialMedia') && [open.website, open.linkedin, open.weibo].filter(Boolean).join('\n')],
              ].map(([k, v]) => [k as string, v || undefined])}
            />
          </div>
        </Modal>
      )}
    </Frame>
  );
}
