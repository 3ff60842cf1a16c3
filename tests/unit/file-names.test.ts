// Files keep their names (src/shared/files/names.ts, src/server/uploads/serve.ts): cleaned when kept,
// read back from a stored value on every face, handed back on download (RFC 6266 / RFC 5987).
import { describe, expect, it } from 'vitest';
import { cleanFileName, fileNameOf, privateFileOf } from '../../src/shared/files/names';
import { contentDisposition } from '../../src/server/uploads/serve';

describe('file names', () => {
  it('cleans an uploaded name: NFC, no directory, no control or invisible characters, at most 200 characters with the extension kept', () => {
    expect(cleanFileName('C:\\Users\\me\\简历.pdf')).toBe('简历.pdf');
    expect(cleanFileName('../../etc/passwd')).toBe('passwd');
    expect(cleanFileName('bad\u0000na\u202eme\r\n.pdf')).toBe('badname.pdf');
    expect(cleanFileName('Cafe\u0301.txt')).toBe('Café.txt');
    expect(cleanFileName('  a   b.pdf ')).toBe('a b.pdf');
    expect(cleanFileName('..')).toBe('file');
    expect([cleanFileName('.bashrc'), cleanFileName('..%2F..%2Fetc')]).toEqual(['bashrc', '%2F..%2Fetc']);
    expect(cleanFileName('')).toBe('file');
    const long = cleanFileName(`${'论'.repeat(300)}.docx`);
    expect([...long].length).toBe(200);
    expect(long.endsWith('.docx')).toBe(true);
  });

  it('reads the name from a stored value, signed or not; an older value shows its stored name', () => {
    const hex = 'a'.repeat(32);
    const named = `/api/registrations/files/${hex}.pdf/${encodeURIComponent('个人简历 2024.pdf')}`;
    expect(fileNameOf(named)).toBe('个人简历 2024.pdf');
    expect(fileNameOf(`${named}?exp=1&sig=x`)).toBe('个人简历 2024.pdf');
    expect(fileNameOf(`/api/registrations/files/${hex}.pdf`)).toBe(`${hex}.pdf`);
    expect(privateFileOf(`${named}?exp=1&sig=x`)).toEqual({ name: '个人简历 2024.pdf', ext: 'pdf', signed: true });
    expect(privateFileOf(`/api/registrations/proofs/${hex}.png`)).toEqual({ name: null, ext: 'png', signed: false });
    expect(privateFileOf('/api/other/x.pdf')).toBeNull();
  });

  it('hands the name back as an ASCII stand-in and an RFC 5987 UTF-8 name', () => {
    expect(contentDisposition('attachment', '个人简历 2024.pdf')).toBe(`attachment; filename="____ 2024.pdf"; filename*=UTF-8''%E4%B8%AA%E4%BA%BA%E7%AE%80%E5%8E%86%202024.pdf`);
    expect(contentDisposition('inline', `a"b\\c'(1).png`)).toBe(`inline; filename="a_b_c'(1).png"; filename*=UTF-8''a%22b%5Cc%27%281%29.png`);
  });
});
