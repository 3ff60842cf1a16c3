// Upload progress (issue 18 item 4): asked for progress, the HTTP client sends a multipart body through
// XMLHttpRequest (fetch cannot report bytes leaving), reports each step as a fraction, and reads the
// answer as it reads fetch's (unwrapped data; an error status the server's message).
import { afterEach, describe, expect, it, vi } from 'vitest';
import { http } from '../../src/runtime/http';

class FakeXhr {
  static last: FakeXhr;
  method = '';
  url = '';
  headers: Record<string, string> = {};
  withCredentials = false;
  responseType = '';
  status = 0;
  statusText = '';
  response: Blob | null = null;
  upload: { onprogress: ((e: { lengthComputable: boolean; loaded: number; total: number }) => void) | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  ontimeout: (() => void) | null = null;
  onabort: (() => void) | null = null;
  static answer = { status: 200, body: '{"code":200,"message":"上传成功","data":{"fileUrl":"/x.jpg"}}' };
  constructor() {
    FakeXhr.last = this;
  }
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(k: string, v: string) {
    this.headers[k] = v;
  }
  getAllResponseHeaders() {
    return 'content-type: application/json\r\nx-other: 1\r\n';
  }
  abort() {
    this.onabort?.();
  }
  send() {
    setTimeout(() => {
      this.upload.onprogress?.({ lengthComputable: true, loaded: 50, total: 100 });
      this.upload.onprogress?.({ lengthComputable: true, loaded: 100, total: 100 });
      this.status = FakeXhr.answer.status;
      this.response = new Blob([FakeXhr.answer.body]);
      this.onload?.();
    }, 0);
  }
}

describe('upload progress', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('reports the bytes sent and answers the data', async () => {
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    const fetched = vi.fn();
    vi.stubGlobal('fetch', fetched);
    const seen: number[] = [];
    const form = new FormData();
    form.append('file', new Blob(['x']), 'a.jpg');
    await expect(http.upload('/upload-here', form, { onUploadProgress: (f) => seen.push(f) })).resolves.toEqual({ fileUrl: '/x.jpg' });
    expect(seen).toEqual([0.5, 1]);
    expect(fetched).not.toHaveBeenCalled();
    expect([FakeXhr.last.method, FakeXhr.last.url, FakeXhr.last.withCredentials, FakeXhr.last.headers.Accept]).toEqual(['POST', '/upload-here', true, 'application/json']);
    expect(FakeXhr.last.headers['Content-Type']).toBeUndefined(); // the browser sets the boundary
  });

  it('reads a refusal as fetch’s would be read', async () => {
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    FakeXhr.answer = { status: 413, body: '{"code":413,"message":"图片大小不能超过 20MB"}' };
    const form = new FormData();
    await expect(http.upload('/upload-here', form, { onUploadProgress: () => undefined })).rejects.toMatchObject({ status: 413, message: '图片大小不能超过 20MB' });
  });

  it('uses fetch when no progress is asked for', async () => {
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    const fetched = vi.fn(async () => new Response('{"code":200,"data":1}', { headers: { 'content-type': 'application/json' } }));
    vi.stubGlobal('fetch', fetched);
    await expect(http.upload('/upload-here', new FormData())).resolves.toBe(1);
    expect(fetched).toHaveBeenCalledOnce();
  });
});
