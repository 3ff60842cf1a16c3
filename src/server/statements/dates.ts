// Dates as banks write them, read into YYYY-MM-DD (the mapping's format, or by shape when 'auto');
// anything else is '' (a footer or subtotal row has none).
export type DateFormat = 'auto' | 'YYYY-MM-DD' | 'YYYYMMDD' | 'YYYY/MM/DD' | 'DD/MM/YYYY' | 'MM/DD/YYYY';

const ymd = (y: string | number, m: string | number, d: string | number): string => {
  const yy = Number(y), mm = Number(m), dd = Number(d);
  if (yy < 1990 || yy > 2100 || mm < 1 || mm > 12 || dd < 1 || dd > 31) return '';
  const t = new Date(Date.UTC(yy, mm - 1, dd));
  if (t.getUTCMonth() !== mm - 1) return '';
  return `${yy}-${String(mm).padStart(2, '0')}-${String(dd).padStart(2, '0')}`;
};

const SHAPES: Record<Exclude<DateFormat, 'auto'>, [RegExp, [number, number, number]]> = {
  'YYYY-MM-DD': [/^(\d{4})-(\d{1,2})-(\d{1,2})/, [1, 2, 3]],
  YYYYMMDD: [/^(\d{4})(\d{2})(\d{2})(?!\d)/, [1, 2, 3]],
  'YYYY/MM/DD': [/^(\d{4})\/(\d{1,2})\/(\d{1,2})/, [1, 2, 3]],
  'DD/MM/YYYY': [/^(\d{1,2})[/.](\d{1,2})[/.](\d{4})/, [3, 2, 1]],
  'MM/DD/YYYY': [/^(\d{1,2})\/(\d{1,2})\/(\d{4})/, [3, 1, 2]],
};
const CN = /^(\d{4})年(\d{1,2})月(\d{1,2})日/;
const DOTS = /^(\d{4})\.(\d{1,2})\.(\d{1,2})/;

export function readDate(text: string, format: DateFormat = 'auto'): string {
  const s = text.trim();
  const tries: Array<[RegExp, [number, number, number]]> = format === 'auto'
    ? [SHAPES['YYYY-MM-DD'], SHAPES.YYYYMMDD, SHAPES['YYYY/MM/DD'], [CN, [1, 2, 3]], [DOTS, [1, 2, 3]]]
    : [SHAPES[format]];
  for (const [re, [y, m, d]] of tries) {
    const x = re.exec(s);
    if (x) return ymd(x[y], x[m], x[d]);
  }
  return '';
}
