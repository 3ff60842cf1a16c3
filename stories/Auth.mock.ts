// A stand-in for the auth API inside Storybook: a canvas-drawn puzzle and answers like the server's.
// Installed by a story's beforeEach (which returns the cleanup); other stories hit no server at all.
const W = 320, H = 160, S = 48;
const GIF = 'data:image/gif;base64,R0lGODlhAQABAAAAACw=';

function draw(targetX: number, pieceY: number) {
  const bg = document.createElement('canvas');
  const ctx = bg.getContext?.('2d');
  if (!ctx) return { background: GIF, piece: GIF }; // jsdom: no canvas
  bg.width = W;
  bg.height = H;
  const g = ctx.createLinearGradient(0, 0, W, H);
  g.addColorStop(0, '#5b8def');
  g.addColorStop(1, '#9b6bd8');
  ctx.fillStyle = g;
  ctx.fillRect(0, 0, W, H);
  for (let i = 0; i < 9; i++) {
    ctx.fillStyle = `hsla(${i * 40}, 70%, 65%, 0.45)`;
    ctx.beginPath();
    ctx.arc((i * 97) % W, (i * 53) % H, 18 + ((i * 13) % 40), 0, Math.PI * 2);
    ctx.fill();
  }
  const pc = document.createElement('canvas');
  pc.width = pc.height = S;
  const p = pc.getContext('2d')!;
  p.beginPath();
  p.roundRect(1, 5, S - 10, S - 10, 6);
  p.clip();
  p.drawImage(bg, targetX, pieceY, S, S, 0, 0, S, S);
  p.strokeStyle = 'rgba(255,255,255,0.9)';
  p.lineWidth = 3;
  p.stroke();
  ctx.fillStyle = 'rgba(0,0,0,0.55)';
  ctx.strokeStyle = '#f0f0f0';
  ctx.lineWidth = 2;
  ctx.beginPath();
  ctx.roundRect(targetX + 1, pieceY + 5, S - 10, S - 10, 6);
  ctx.fill();
  ctx.stroke();
  return { background: bg.toDataURL(), piece: pc.toDataURL() };
}

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** Patch fetch for /api/captcha*, /api/auth/*; returns the restore function. */
export function mockAuthApi(opts: { loginFails?: boolean } = {}): () => void {
  const real = globalThis.fetch;
  let target = 0;
  globalThis.fetch = async (input, init) => {
    const url = new URL(String(input instanceof Request ? input.url : input), location.href).pathname;
    const en = String((init?.headers as Record<string, string> | undefined)?.['Accept-Language'] ?? '').startsWith('en');
    const body = init?.body ? JSON.parse(String(init.body)) : {};
    await new Promise((r) => setTimeout(r, 300));
    if (url.endsWith('/api/captcha')) {
      target = 90 + Math.floor(Math.random() * 160);
      const pieceY = 15 + Math.floor(Math.random() * 90);
      return json(200, { code: 200, message: 'ok', data: { id: 'mock', width: W, height: H, pieceSize: S, pieceY, ...draw(target, pieceY) } });
    }
    if (url.endsWith('/api/captcha/verify')) {
      if (Math.abs(body.x - target) <= 5 && body.trail?.length >= 3) return json(200, { code: 200, message: 'ok', data: { captchaToken: 'mock-pass' } });
      return json(400, { code: 400, message: en ? 'Verification failed, please try again' : '验证失败，请重试' });
    }
    if (url.endsWith('/api/auth/send-code')) return json(200, { code: 200, message: 'ok', data: { cooldown: 60 } });
    if (url.endsWith('/reset-password'))
      return json(200, { code: 200, message: en ? 'Your password has been reset. Please log in with the new password' : '密码已重置，请使用新密码登录', data: null });
    if (url.endsWith('/api/auth/login') && opts.loginFails)
      return json(401, { code: 401, message: en ? 'Login failed, please check your username and password' : '登录失败，请检查用户名和密码' });
    if (url.endsWith('/api/auth/login') || url.endsWith('/api/auth/register')) {
      const user = { id: 1, username: body.username ?? body.account ?? 'demo', role: 'ORGANIZER' };
      const token = `e30.${btoa(JSON.stringify({ exp: Math.floor(Date.now() / 1000) + 3600 }))}.x`;
      return json(200, { code: 200, message: 'ok', data: { token, user }, token, user });
    }
    return real(input, init);
  };
  return () => {
    globalThis.fetch = real;
  };
}
