// Media types of the answers that are files, for the OpenAPI document (RouteDef.file): each route's
// own type tables where it has them, these where it only picks a format.
export const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
export const CSV = 'text/csv';
/** format=xlsx or csv */
export const SHEET = [XLSX, CSV];
/** a stored document as uploaded: any type */
export const ANY_FILE = ['application/octet-stream'];
