// @vitest-environment jsdom
// The site editor's one upload-with-progress (renderers/site-editor/useUploadWithProgress.ts), used by the
// media buttons, image props and carousel slides: busy with the percent while it runs, the answer handed
// on, a failure said in a toast with the server's words, and ready again either way.
import { afterEach, describe, expect, it } from 'vitest';
import { act, cleanup, renderHook } from '@testing-library/react';
import { i18n } from '../../src/runtime/i18n';
import { getToasts, toast } from '../../src/runtime/toast';
import { ApiError } from '../../src/runtime/apiError';
import { useUploadWithProgress } from '../../renderers/site-editor/useUploadWithProgress';

afterEach(() => {
  cleanup();
  act(() => toast.clear());
});

const file = new File(['x'], 'a.png', { type: 'image/png' });

describe('useUploadWithProgress', () => {
  it('shows the percent while the upload runs, hands on its answer, and is ready again', async () => {
    await i18n.changeLanguage('zh');
    let progress!: (f: number) => void;
    let finish!: (v: string) => void;
    const done: string[] = [];
    const { result } = renderHook(() => useUploadWithProgress((_f, on) => ((progress = on), new Promise<string>((r) => (finish = r))), (v) => done.push(v), 'siteEditor.uploadFailed'));
    let running!: Promise<void>;
    act(() => void (running = result.current.upload(file)));
    expect([result.current.busy, result.current.percent]).toEqual([true, 0]);
    act(() => progress(0.42));
    expect(result.current.percent).toBe(42);
    await act(async () => (finish('/api/media/files/7/x.png'), await running));
    expect(done).toEqual(['/api/media/files/7/x.png']);
    expect([result.current.busy, result.current.percent]).toEqual([false, null]);
  });

  it("a refused upload is said with the server's words in the caller's message, nothing handed on", async () => {
    await i18n.changeLanguage('zh');
    const done: unknown[] = [];
    const { result } = renderHook(() => useUploadWithProgress(() => Promise.reject(new ApiError(400, '文件大小不能超过 2MB')), (v) => done.push(v), 'siteEditor.carouselUploadFailed'));
    await act(() => result.current.upload(file));
    expect(done).toEqual([]);
    expect(getToasts().map((x) => x.text)).toEqual(['轮播图片上传失败: 文件大小不能超过 2MB']);
    expect([result.current.busy, result.current.percent]).toEqual([false, null]);
  });
});
