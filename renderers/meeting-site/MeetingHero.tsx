// `meeting-hero` block: the site's opening banner, read live from the meeting (its title unless one is
// given, its dates on its own clock, its location) with the site's register button; an uploaded
// background image is drawn responsive (srcset) and loaded first.
import { useTranslation } from 'react-i18next';
import { useSiteData } from './lib/data';
import { styleOf, type BlockStyle } from './lib/Frame';
import { Picture } from './lib/Modal';
import { Icon } from '../site/lib/icons';
import { meetingDates, useSiteMeeting } from './lib/meeting';

export interface MeetingHeroProps {
  title?: string;
  subtitle?: string;
  showDates?: boolean;
  showLocation?: boolean;
  showButton?: boolean;
  buttonText?: string;
  backgroundImage?: string;
  style?: BlockStyle;
}

export default function MeetingHero({ title, subtitle, showDates = true, showLocation = true, showButton = true, buttonText, backgroundImage, style }: MeetingHeroProps) {
  const { t } = useTranslation();
  const data = useSiteData();
  const meeting = useSiteMeeting();
  const dates = showDates ? meetingDates(meeting) : '';
  const location = showLocation ? meeting?.location ?? '' : '';
  const heading = title || meeting?.title || t('siteBlocks.hero.untitled');
  const css = styleOf(style);
  return (
    <section data-testid="site-hero" style={css} className={`relative isolate overflow-hidden px-4 py-16 text-white @2xl:px-6 @3xl:py-24 ${css.backgroundColor ? '' : 'bg-gradient-to-br from-brand-700 via-brand-600 to-slate-900'}`}>
      {backgroundImage && (
        <>
          <Picture src={backgroundImage} alt="" sizes="100vw" eager className="absolute inset-0 -z-20 h-full w-full object-cover" />
          {/* the words stay readable over any picture */}
          <div className="absolute inset-0 -z-10 bg-slate-950/55" aria-hidden />
        </>
      )}
      <div className="mx-auto flex max-w-4xl flex-col items-center gap-5 text-center">
        <h2 className="text-3xl font-bold leading-tight tracking-tight @2xl:text-4xl @5xl:text-5xl" data-testid="hero-title">{heading}</h2>
        {subtitle && <p className="max-w-2xl whitespace-pre-line text-base text-white/85 @2xl:text-lg">{subtitle}</p>}
        {(dates || location) && (
          <dl className="flex flex-col items-center gap-2 text-sm @2xl:flex-row @2xl:gap-6 @2xl:text-base">
            {dates && (
              <div data-testid="hero-dates">
                <dt className="sr-only">{t('siteBlocks.hero.dates')}</dt>
                <dd className="flex items-center gap-2"><Icon name="clock" className="h-5 w-5 shrink-0 text-white/80" />{dates}</dd>
              </div>
            )}
            {location && (
              <div data-testid="hero-location">
                <dt className="sr-only">{t('siteBlocks.hero.location')}</dt>
                <dd className="flex items-center gap-2"><Icon name="pin" className="h-5 w-5 shrink-0 text-white/80" />{location}</dd>
              </div>
            )}
          </dl>
        )}
        {showButton && (
          <button type="button" onClick={() => data?.register?.()} data-testid="hero-register"
            className="mt-2 rounded-full bg-white px-7 py-3 text-base font-semibold text-brand-700 shadow-lg transition hover:bg-brand-50 focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white">
            {buttonText || t('siteBlocks.hero.register')}
          </button>
        )}
      </div>
    </section>
  );
}
