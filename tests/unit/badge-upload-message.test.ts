// spec 2 §8: each status of the background upload has its own message, in zh and en.
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../src/runtime/apiError';
import { translate } from '../../src/shared/messages';
import { uploadFailure } from '../../renderers/badge/lib/uploadMessage';
import zh from '../../schemas/messages/zh.json';
import en from '../../schemas/messages/en.json';

const tOf = (m: typeof zh) => (k: string, o?: Record<string, unknown>) => translate(m, k, o);
const err = (status: number, message = 'x') => new ApiError(status, message, { body: { code: status, message } });

describe('badge background upload messages', () => {
  it.each([
    [413, '文件过大，背景图片不能超过 2MB', 'File too large: background images cannot exceed 2 MB'],
    [415, '不支持的文件格式，请上传 JPG、PNG 或 WebP 图片', 'Unsupported format: upload a JPG, PNG or WebP image'],
    [401, '未授权，请重新登录', 'Unauthorized: please log in again'],
    [403, '权限不足，无法上传背景图片', 'Insufficient permission to upload a background image'],
    [500, '服务器错误，请稍后重试', 'Server error, please try again later'],
  ])('%i', (status, zhText, enText) => {
    expect(uploadFailure(tOf(zh), err(status))).toBe(zhText);
    expect(uploadFailure(tOf(en), err(status))).toBe(enText);
  });
  it('any other status shows the server’s own message', () => {
    expect(uploadFailure(tOf(zh), err(404, '会议不存在或无权访问'))).toBe('上传失败：会议不存在或无权访问');
    expect(uploadFailure(tOf(en), new Error('offline'))).toBe('Upload failed: offline');
  });
});
