// Draws one saved component ({ id, type, props, style }) through the block registry: the public site
// and the editor's canvas both use it, so a page looks the same in both.
import { useTranslation } from 'react-i18next';
import { propsIn } from '@shared/bilingual';
import { getBlock } from '../site/registry';
import { COMPONENT_BLOCKS } from './lib/types';

export interface SiteComponentNode {
  id: string;
  type: string;
  props?: Record<string, unknown>;
  style?: Record<string, unknown>;
}

export function SiteComponent({ node: saved }: { node: SiteComponentNode }) {
  const { i18n } = useTranslation();
  const View = getBlock(COMPONENT_BLOCKS[saved.type] ?? saved.type);
  if (!View) return null;
  // texts the organizer wrote in both languages, in the one shown (English falling back to Chinese)
  const node = { ...saved, props: propsIn(saved.props, i18n.language === 'en' ? 'en' : 'zh') };
  const style = node.style ?? {};
  // the site's button keeps its own look; a background colour on it colours the row it sits in
  if (node.type === 'button') {
    return (
      <div style={style.backgroundColor ? { backgroundColor: String(style.backgroundColor) } : undefined}>
        <View text="" {...node.props} />
      </div>
    );
  }
  // contact-us prefers the server's config saved for this very component
  return <View {...node.props} style={style} {...(node.type === 'contact-us' ? { componentId: node.id } : {})} />;
}
