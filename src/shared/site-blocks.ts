// A saved site component's type (spec 3 §3, plus the agenda) → the block that draws it (the text block
// is `rich-text`) and whose schemas/site/<block>.json checks its props. One map for the site's renderer
// and the server's save check; `npm run gen` writes the types into schemas/site/page.json's enum.
export const COMPONENT_BLOCKS: Record<string, string> = {
  text: 'rich-text', image: 'image', button: 'button', 'news-list': 'news-list', speakers: 'speakers',
  partners: 'partners', carousel: 'carousel', documents: 'documents', 'contact-us': 'contact-us', agenda: 'agenda',
  'meeting-hero': 'meeting-hero', tickets: 'tickets', 'venue-map': 'venue-map',
};
export const COMPONENT_TYPES = Object.keys(COMPONENT_BLOCKS);
