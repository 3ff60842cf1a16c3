// The one look of every e-mail the platform sends: a heading, paragraphs, an optional table of
// label/value rows and an optional inline image, as HTML (inline styles: mail clients drop style
// sheets) and as the same text for clients that show only text. Everything given is escaped.

export interface MailParts {
  lang: 'zh' | 'en';
  heading: string;
  paragraphs: string[];
  rows?: Array<[label: string, value: string]>;
  /** an image attached with this content id, shown after the rows */
  image?: { cid: string; alt: string; caption?: string };
  footer: string;
}

const esc = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
const para = (s: string) => esc(s).replace(/\r?\n/g, '<br>');

export function mailBody(p: MailParts): { html: string; text: string } {
  const rows = (p.rows ?? []).filter(([, v]) => v);
  const table = rows.length
    ? `<table role="presentation" style="border-collapse:collapse;margin:16px 0">${rows
        .map(([k, v]) => `<tr><td style="padding:4px 16px 4px 0;color:#64748b;white-space:nowrap;vertical-align:top">${esc(k)}</td><td style="padding:4px 0;color:#0f172a">${para(v)}</td></tr>`)
        .join('')}</table>`
    : '';
  const image = p.image
    ? `<p style="margin:16px 0"><img src="cid:${esc(p.image.cid)}" alt="${esc(p.image.alt)}" width="200" height="200" style="display:block;border:1px solid #e2e8f0;border-radius:8px"></p>${p.image.caption ? `<p style="margin:0;color:#64748b;font-size:13px">${para(p.image.caption)}</p>` : ''}`
    : '';
  const html = `<!doctype html><html lang="${p.lang === 'en' ? 'en' : 'zh-CN'}"><head><meta charset="utf-8"><title>${esc(p.heading)}</title></head>
<body style="margin:0;padding:24px;background:#f8fafc;font-family:-apple-system,'Segoe UI','PingFang SC','Microsoft YaHei',sans-serif;font-size:15px;line-height:1.6">
<div style="max-width:600px;margin:0 auto;background:#ffffff;border:1px solid #e2e8f0;border-radius:12px;padding:24px">
<h1 style="margin:0 0 16px;font-size:20px;color:#0f172a">${esc(p.heading)}</h1>
${p.paragraphs.map((x) => `<p style="margin:0 0 12px;color:#334155">${para(x)}</p>`).join('\n')}
${table}${image}
<p style="margin:24px 0 0;color:#94a3b8;font-size:12px">${para(p.footer)}</p>
</div></body></html>`;
  const text = [p.heading, '', ...p.paragraphs.flatMap((x) => [x, '']), ...rows.map(([k, v]) => `${k}: ${v}`), ...(rows.length ? [''] : []), ...(p.image?.caption ? [p.image.caption, ''] : []), '--', p.footer].join('\n');
  return { html, text };
}
