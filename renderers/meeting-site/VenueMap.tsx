// `venue-map` block: where the meeting is. The server's configured static-map source (GET /api/site/map)
// draws a map picture of the address; with none configured, or when the picture fails, the address card
// alone: place name, address and an open-in-map link. A blank address is the meeting's location, live.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '../site/lib/icons';
import { SafeAnchor } from '../site/lib/links';
import { useSiteLoad } from './lib/data';
import { Empty, Frame, cardLook, type BlockStyle } from './lib/Frame';
import { useSiteMeeting } from './lib/meeting';

export interface VenueMapProps {
  title?: string;
  showBanner?: boolean;
  placeName?: string;
  address?: string;
  showMap?: boolean;
  style?: BlockStyle;
}

export interface MapSource { staticMapUrl: string | null; mapLinkUrl: string }

/** A configured address template with the place filled in ({address}, {width}, {height}). */
export const fillMapUrl = (template: string, address: string, size = { width: 960, height: 400 }) =>
  template.replace(/\{address\}/g, encodeURIComponent(address)).replace(/\{width\}/g, String(size.width)).replace(/\{height\}/g, String(size.height));

export default function VenueMap({ placeName, address, showMap = true, style, ...frame }: VenueMapProps) {
  const { t } = useTranslation();
  const meeting = useSiteMeeting();
  const { value: source } = useSiteLoad<MapSource>('map');
  const [broken, setBroken] = useState(false);
  const where = (address || meeting?.location || '').trim();
  const map = showMap && where && source?.staticMapUrl && !broken ? fillMapUrl(source.staticMapUrl, where) : undefined;
  const link = where && source?.mapLinkUrl ? fillMapUrl(source.mapLinkUrl, where) : undefined;
  return (
    <Frame {...frame} title={frame.title ?? t('siteBlocks.venueMap.title')} style={style} testId="site-venue-map">
      {!where ? (
        <Empty text={t('siteBlocks.venueMap.empty')} />
      ) : (
        <div className={map ? 'grid gap-5 @3xl:grid-cols-3' : 'mx-auto max-w-xl'} data-map={map ? 'static' : 'card'}>
          {map && (
            <div className="overflow-hidden rounded-2xl shadow-sm ring-1 ring-slate-200 @3xl:col-span-2 dark:ring-slate-700">
              <img src={map} alt={t('siteBlocks.venueMap.mapAlt', { address: where })} loading="lazy" onError={() => setBroken(true)} className="h-64 w-full object-cover @3xl:h-full" data-testid="venue-static-map" />
            </div>
          )}
          <address className={`${cardLook} flex flex-col gap-3 p-5 not-italic`} data-testid="venue-card">
            <p className="flex items-center gap-2 font-semibold text-slate-900 dark:text-white">
              <Icon name="pin" className="h-5 w-5 shrink-0 text-rose-500" />
              {placeName || where}
            </p>
            {placeName && <p className="text-sm leading-6 text-slate-600 dark:text-slate-300">{where}</p>}
            {link && (
              <SafeAnchor href={link} target="_blank" rel="noopener noreferrer" data-testid="venue-open-map"
                className="mt-auto inline-flex items-center gap-1 self-start text-sm font-medium text-brand-600 hover:underline dark:text-brand-100">
                {t('siteBlocks.venueMap.openInMap')}
                <Icon name="arrowRight" className="h-4 w-4" />
              </SafeAnchor>
            )}
          </address>
        </div>
      )}
    </Frame>
  );
}
