// The ".xls" that many Chinese banks' online banking writes is a web page holding one table (GBK or
// UTF-8). Its rows are read as cells' text, as a CSV's would be, by htmlparser2 (no script runs, no
// resource loads); the page is never stored or served. A page without a table is no statement.
import { Parser } from 'htmlparser2';

/** Whether this text is a web page (an HTML table export or any other page). */
export const looksHtml = (head: string) => /^\s*(<\?xml[^>]*>\s*)?<(!doctype\s+html|html|head|meta|table)\b/i.test(head);

/** The rows of the page's tables in document order, each a row's cells as trimmed text; [] when it has none. */
export function htmlRows(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] | null = null;
  let cell: string[] | null = null;
  let skip = 0; // inside <script>/<style>: not a cell's text
  const parser = new Parser({
    onopentag(name) {
      if (name === 'script' || name === 'style') skip++;
      else if (name === 'tr') row = [];
      else if ((name === 'td' || name === 'th') && row) cell = [];
      else if (name === 'br' && cell) cell.push(' ');
    },
    ontext(t) {
      if (cell && !skip) cell.push(t);
    },
    onclosetag(name) {
      if (name === 'script' || name === 'style') skip = Math.max(0, skip - 1);
      else if ((name === 'td' || name === 'th') && row && cell) {
        row.push(cell.join('').replace(/[\s\u00a0]+/g, ' ').trim());
        cell = null;
      } else if (name === 'tr' && row) {
        rows.push(row);
        row = null;
      }
    },
  }, { decodeEntities: true, lowerCaseTags: true });
  parser.end(text);
  return rows;
}
