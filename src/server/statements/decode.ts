// A bank export's bytes as text: UTF-8 (a BOM allowed) when they are valid UTF-8, else GB18030 (the
// superset of GBK that Chinese banks' CSVs are written in), or the encoding the mapping names.
import iconv from 'iconv-lite';

export type Encoding = 'auto' | 'utf-8' | 'gb18030';

export function decode(buf: Buffer, encoding: Encoding = 'auto'): { text: string; encoding: 'utf-8' | 'gb18030' } {
  if (encoding === 'gb18030') return { text: iconv.decode(buf, 'gb18030'), encoding };
  const body = buf[0] === 0xef && buf[1] === 0xbb && buf[2] === 0xbf ? buf.subarray(3) : buf;
  try {
    return { text: new TextDecoder('utf-8', { fatal: true }).decode(body), encoding: 'utf-8' };
  } catch {
    if (encoding === 'utf-8') return { text: new TextDecoder('utf-8').decode(body), encoding };
    return { text: iconv.decode(buf, 'gb18030'), encoding: 'gb18030' };
  }
}
