// Keywords of schemas/site that only the website editor reads (which picker or upload a prop takes:
// renderers/site-editor/fields/Field.tsx); every validator of those schemas knows them and checks nothing by them.
export const EDITOR_HINTS = ['x-picker', 'x-upload'];
