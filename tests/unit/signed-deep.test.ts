// signDeep signs private paths at any depth of an answer without touching its input, and hands back
// what holds none as it is (src/server/private-files/signed.ts).
import { describe, expect, it } from 'vitest';
import { checkSigned, signDeep } from '../../src/server/private-files/signed';

const secret = Buffer.from('a-test-secret-of-some-length');
const proof = `/api/registrations/proofs/${'a'.repeat(32)}.png`;
const file = `/api/registrations/files/${'b'.repeat(32)}.pdf`;

describe('signDeep', () => {
  it('signs private paths in nested objects and arrays, leaving the input as it was', () => {
    const input = { id: 1, bankTransferProof: proof, formData: { g: { files: [{ url: file, name: 'x.pdf' }], note: '/api/registrations/other' } }, tags: ['a'] };
    const before = structuredClone(input);
    const out = signDeep(secret, input, 1_700_000_000_000);
    expect(input).toEqual(before);
    expect(out.bankTransferProof).toMatch(new RegExp(`^${proof}\\?exp=\\d+&sig=[\\w-]+$`));
    const signed = out.formData.g.files[0].url;
    expect(signed.startsWith(`${file}?exp=`)).toBe(true);
    const q = Object.fromEntries(new URL(signed, 'http://x').searchParams);
    expect(() => checkSigned(secret, file, q, 1_700_000_000_000)).not.toThrow();
    // a path that is not a private file stays plain; untouched branches are the same objects
    expect(out.formData.g.note).toBe('/api/registrations/other');
    expect(out.tags).toBe(input.tags);
  });

  it('signs only where private files belong: a proof, the form answers (a path typed into a profile field stays plain)', () => {
    const named = `${file}/${encodeURIComponent('简历 2024.pdf')}`;
    const row = { avatar: proof, hotelSelection: { specialRequests: file }, formData: { cv: { label: '简历', value: named } } };
    const out = signDeep(secret, row, 1_700_000_000_000);
    expect([out.avatar, out.hotelSelection]).toEqual([proof, row.hotelSelection]);
    expect(out.formData.cv.value.startsWith(`${named}?exp=`)).toBe(true);
  });

  it('answers a value without private paths as it is', () => {
    const row = { id: 2, name: '张三', when: new Date(0), list: [1, 'x', null], nested: { a: { b: 'c' } } };
    expect(signDeep(secret, row)).toBe(row);
    expect(signDeep(secret, 'plain')).toBe('plain');
    expect(signDeep(secret, null)).toBeNull();
  });
});
