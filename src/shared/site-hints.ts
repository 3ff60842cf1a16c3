// Keywords of schemas/site that only the website editor reads (which picker or upload a prop takes, and
// for a link in a list's item the sibling that records whether it leaves the site:
// renderers/site-editor/fields/Field.tsx); every validator of those schemas knows them and checks nothing by them.
export const EDITOR_HINTS = ['x-picker', 'x-upload', 'x-link-type'];
