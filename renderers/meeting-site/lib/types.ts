// A saved component's type (spec 3 §3) → its block key in the registry (the text block is `rich-text`;
// the server's src/server/website/site-schemas.ts holds the same map to check saves).
export const COMPONENT_BLOCKS: Record<string, string> = {
  text: 'rich-text', image: 'image', button: 'button', 'news-list': 'news-list', speakers: 'speakers',
  partners: 'partners', carousel: 'carousel', documents: 'documents', 'contact-us': 'contact-us',
};
export const COMPONENT_TYPES = Object.keys(COMPONENT_BLOCKS);
