// `image` block (spec 3 §3): one picture with its width, fit and corner radius; placeholder text while
// it has no source.
import { useTranslation } from 'react-i18next';
import { styleOf, type BlockStyle } from './lib/Frame';
import { Picture } from './lib/Modal';
import { blockSizes } from '@shared/media/variants';

export interface ImageProps {
  src?: string;
  alt?: string;
  imageSource?: 'upload' | 'url';
  style?: BlockStyle & { width?: string; objectFit?: 'cover' | 'contain' | 'fill' | 'none' | 'scale-down'; borderRadius?: number };
}

export default function ImageBlock({ src, alt = '', style = {} }: ImageProps) {
  const { t } = useTranslation();
  const { width = '100%', objectFit = 'cover', borderRadius = 0 } = style;
  return (
    <section style={styleOf(style)} className="px-4 py-6 @2xl:px-6" data-testid="site-image">
      <div className="mx-auto flex max-w-6xl justify-center">
        {src ? (
          <Picture src={src} alt={alt} sizes={blockSizes(width)} className="max-w-full" style={{ width, objectFit, borderRadius }} />
        ) : (
          <div className="flex h-48 w-full items-center justify-center rounded-2xl border-2 border-dashed border-slate-300 text-sm text-slate-500 dark:border-slate-700 dark:text-slate-400">{t('siteBlocks.image.placeholder')}</div>
        )}
      </div>
    </section>
  );
}
