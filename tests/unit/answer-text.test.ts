// A stored answer as the text lists, exports and badges show: choices as text, lists joined, yes/no in
// the reader's words, and an attachment by the name it was uploaded with, never its stored path.
import { describe, expect, it } from 'vitest';
import { storedAnswerText } from '../../src/server/participants/answers';

describe('storedAnswerText', () => {
  it('names an attachment by its uploaded name', () => {
    const path = `/api/registrations/files/${'a'.repeat(32)}.pdf/${encodeURIComponent('王小明 简历.pdf')}`;
    expect(storedAnswerText({ label: '个人简历', value: path })).toBe('王小明 简历.pdf');
    expect(storedAnswerText(`${path}?exp=1&sig=abc`)).toBe('王小明 简历.pdf');
  });
  it('an attachment stored before names were kept shows its stored name', () => {
    expect(storedAnswerText(`/api/registrations/files/${'b'.repeat(32)}.png`)).toBe(`${'b'.repeat(32)}.png`);
  });
  it('other answers as text', () => {
    expect(storedAnswerText({ label: '饮食', value: ['清真', '素食'] })).toBe('清真、素食');
    expect(storedAnswerText(true, ['yes', 'no'])).toBe('yes');
    expect(storedAnswerText({ value: null })).toBe('');
    expect(storedAnswerText('/api/other/thing.pdf')).toBe('/api/other/thing.pdf');
  });
});
