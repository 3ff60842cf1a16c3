// The avatar dialog's client checks (the server checks again) and where avatars are served from.
import { describe, expect, it } from 'vitest';
import { avatarSrc, checkAvatar, uploadedName } from '@renderers/form/profile/avatar';
import config from '../../schemas/screens/user-center.json';

const file = (type: string, size: number) => ({ type, size, name: 'a' }) as File;

describe('avatar', () => {
  it('accepts JPG and PNG up to 2 MB only, and asks for a file', () => {
    expect(checkAvatar(file('image/png', 1000), config.upload)).toBeNull();
    expect(checkAvatar(file('image/jpeg', 2 * 1024 * 1024), config.upload)).toBeNull();
    expect(checkAvatar(file('image/gif', 1000), config.upload)).toBe('type');
    expect(checkAvatar(file('application/pdf', 1000), config.upload)).toBe('notImage'); // 只能上传图片文件!
    expect(checkAvatar(file('', 1000), config.upload)).toBe('notImage');
    expect(checkAvatar(file('image/png', 2 * 1024 * 1024 + 1), config.upload)).toBe('size');
    expect(checkAvatar(null, config.upload)).toBe('missing');
  });

  it('resolves every stored avatar form', () => {
    expect(avatarSrc('abc.png', config.avatarUrl)).toBe('/api/files/avatars/abc.png');
    expect(avatarSrc('avatars/abc.png', config.avatarUrl)).toBe('/api/files/avatars/abc.png');
    expect(avatarSrc('/api/files/avatars/x.jpg', config.avatarUrl)).toBe('/api/files/avatars/x.jpg');
    expect(avatarSrc('https://cdn.example.com/x.jpg', config.avatarUrl)).toBe('https://cdn.example.com/x.jpg');
    expect(avatarSrc(null, config.avatarUrl)).toBeUndefined();
  });

  it('reads the uploaded filename at the top or under data', () => {
    expect(uploadedName({ filename: 'f.png' })).toBe('f.png');
    expect(uploadedName({ data: { filename: 'g.png' } })).toBe('g.png');
    expect(uploadedName({})).toBeUndefined();
  });
});
