// `text` block (spec 3 §3): the organizer's rich text shown as HTML. The website-data API cleans it on
// save (formatting tags and safe links only), so what reaches here holds no script; its links are
// checked once more as it is drawn (a bad one stored earlier shows as text).
import { styleOf, type BlockStyle } from './lib/Frame';
import { safeHtml } from '../site/lib/links';

export interface RichTextProps {
  content?: string;
  style?: BlockStyle;
}

export default function RichText({ content = '', style }: RichTextProps) {
  return (
    <section style={styleOf(style)} className="px-4 py-8 @2xl:px-6" data-testid="site-text">
      <div className="site-rich mx-auto max-w-4xl leading-7 text-slate-800 dark:text-slate-200 [&_a]:text-brand-600 [&_a]:underline [&_h1]:mb-3 [&_h1]:text-3xl [&_h1]:font-semibold [&_h2]:mb-3 [&_h2]:text-2xl [&_h2]:font-semibold [&_h3]:mb-2 [&_h3]:text-xl [&_h3]:font-semibold [&_li]:ml-5 [&_ol]:list-decimal [&_p]:mb-3 [&_ul]:list-disc [&_img]:my-3 [&_img]:h-auto [&_img]:max-w-full [&_img]:rounded-lg [&_video]:my-3 [&_video]:w-full [&_video]:rounded-lg"
        dangerouslySetInnerHTML={{ __html: safeHtml(content) }} />
    </section>
  );
}
