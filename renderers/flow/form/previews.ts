// Uploaded form files are private (served only through short-lived signed links): the form keeps the
// plain path as the field's value, and the signed link the upload answered is remembered here so the
// image field can show what was just picked.
const signed = new Map<string, string>();

export const rememberPreview = (url: string, signedUrl?: string) => {
  if (signedUrl) signed.set(url, signedUrl);
};

/** The link an <img> can load for a field value, or undefined when none was handed out in this page. */
export const previewOf = (url: string) => signed.get(url);
