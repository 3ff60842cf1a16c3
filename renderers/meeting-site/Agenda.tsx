// `agenda` block: the meeting's active sessions, a tab per day (the first day still to come opens),
// the sub-venues as filters when a day has more than one, each session with its time on the venue's
// clock, kind, place and speakers (the meeting's own active speakers; ids of any other are not shown).
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSiteList, type Item } from './lib/data';
import { Empty, Frame, cardLook, type BlockStyle } from './lib/Frame';

export interface AgendaProps {
  title?: string;
  showBanner?: boolean;
  showCustomText?: boolean;
  customText?: string;
  showSpeakers?: boolean;
  showDescription?: boolean;
  style?: BlockStyle;
}

const KIND_TONE: Record<string, string> = {
  keynote: 'bg-brand-100 text-brand-800 dark:bg-brand-900/60 dark:text-brand-100',
  panel: 'bg-amber-100 text-amber-900 dark:bg-amber-900/50 dark:text-amber-100',
  workshop: 'bg-emerald-100 text-emerald-900 dark:bg-emerald-900/50 dark:text-emerald-100',
  break: 'bg-slate-100 text-slate-600 dark:bg-slate-700 dark:text-slate-200',
};

/** A calendar day as its reader says it (12月10日 周四 / Thu, Dec 10); the text is a plain date, read at noon UTC so no zone shifts it. */
function dayLabel(day: string, lang: string): string {
  const d = new Date(`${day}T12:00:00Z`);
  if (Number.isNaN(d.getTime())) return day;
  return new Intl.DateTimeFormat(lang === 'en' ? 'en-US' : 'zh-CN', { month: lang === 'en' ? 'short' : 'long', day: 'numeric', weekday: 'short', timeZone: 'UTC' }).format(d);
}

/** The first day not yet over (where the reader is), else the first day. */
function openingDay(days: string[], today = new Date().toISOString().slice(0, 10)): string | undefined {
  return days.find((d) => d >= today) ?? days[0];
}

export default function Agenda({ showSpeakers = true, showDescription = true, style, ...frame }: AgendaProps) {
  const { t, i18n } = useTranslation();
  const { items, loading } = useSiteList('agenda');
  const { items: speakers } = useSiteList('speakers');
  const byId = useMemo(() => new Map(speakers.map((s) => [Number(s.id), s])), [speakers]);
  const days = useMemo(() => [...new Set(items.map((s) => String(s.day)))].sort(), [items]);
  const [chosenDay, setDay] = useState<string>();
  const [venue, setVenue] = useState('');
  const day = chosenDay && days.includes(chosenDay) ? chosenDay : openingDay(days);
  const ofDay = items.filter((s) => s.day === day);
  const venues = [...new Set(ofDay.map((s) => String(s.subVenue ?? '')).filter(Boolean))];
  const shown = ofDay
    .filter((s) => !venue || s.subVenue === venue)
    .sort((a, b) => String(a.startTime).localeCompare(String(b.startTime)) || Number(a.displayOrder ?? 0) - Number(b.displayOrder ?? 0));
  const tab = (active: boolean) =>
    `rounded-full px-4 py-1.5 text-sm font-medium transition ${active ? 'bg-brand-600 text-white' : 'bg-white text-slate-700 ring-1 ring-slate-200 hover:bg-slate-50 dark:bg-slate-800 dark:text-slate-200 dark:ring-slate-700'}`;

  return (
    <Frame {...frame} title={frame.title ?? t('siteBlocks.agenda.title')} style={style} testId="site-agenda">
      {!items.length ? (
        <Empty text={loading ? t('siteBlocks.loading') : t('siteBlocks.agenda.empty')} manage="agenda" />
      ) : (
        <div className="flex flex-col gap-5">
          {days.length > 1 && (
            <div role="tablist" aria-label={t('siteBlocks.agenda.days')} className="flex flex-wrap justify-center gap-2">
              {days.map((d, i) => (
                <button key={d} type="button" role="tab" aria-selected={d === day} className={tab(d === day)} onClick={() => { setDay(d); setVenue(''); }} data-testid={`agenda-day-${d}`}>
                  {t('siteBlocks.agenda.dayN', { n: i + 1 })} · {dayLabel(d, i18n.language)}
                </button>
              ))}
            </div>
          )}
          {days.length === 1 && day && <p className="text-center text-sm font-medium text-slate-600 dark:text-slate-300">{dayLabel(day, i18n.language)}</p>}
          {venues.length > 1 && (
            <div className="flex flex-wrap justify-center gap-2" role="group" aria-label={t('siteBlocks.agenda.venues')}>
              {['', ...venues].map((v) => (
                <button key={v || '*'} type="button" aria-pressed={venue === v} className={tab(venue === v)} onClick={() => setVenue(v)}>
                  {v || t('siteBlocks.agenda.allVenues')}
                </button>
              ))}
            </div>
          )}
          <ol className="flex flex-col gap-3" data-testid="agenda-sessions">
            {shown.map((s: Item) => {
              const people = showSpeakers ? (Array.isArray(s.speakerIds) ? s.speakerIds : []).map((id: unknown) => byId.get(Number(id))).filter(Boolean) as Item[] : [];
              const place = [s.subVenue, s.room].filter(Boolean).join(' · ');
              return (
                <li key={s.id} className={`${cardLook} flex flex-col gap-2 p-4 @2xl:flex-row @2xl:gap-6`} data-testid="agenda-session">
                  <p className="shrink-0 font-mono text-sm font-semibold text-brand-700 @2xl:w-28 dark:text-brand-100">
                    <time>{s.startTime}</time>–<time>{s.endTime}</time>
                  </p>
                  <div className="min-w-0 flex-1">
                    <div className="flex flex-wrap items-center gap-2">
                      <h3 className="font-semibold text-slate-900 dark:text-white">{s.name}</h3>
                      {s.kind && s.kind !== 'talk' && <span className={`rounded-full px-2 py-0.5 text-xs ${KIND_TONE[s.kind] ?? KIND_TONE.break}`}>{t(`form.enum.agendaSession.kind.${s.kind}`)}</span>}
                    </div>
                    {place && <p className="mt-0.5 text-sm text-slate-500 dark:text-slate-400">{place}</p>}
                    {showDescription && s.description && <p className="mt-1 whitespace-pre-line text-sm text-slate-600 dark:text-slate-300">{s.description}</p>}
                    {people.length > 0 && (
                      <p className="mt-2 text-sm text-slate-700 dark:text-slate-200" data-testid="agenda-speakers">
                        {people.map((p) => [p.name, p.company].filter(Boolean).join(' · ')).join(i18n.language === 'en' ? ', ' : '、')}
                      </p>
                    )}
                  </div>
                </li>
              );
            })}
          </ol>
        </div>
      )}
    </Frame>
  );
}
