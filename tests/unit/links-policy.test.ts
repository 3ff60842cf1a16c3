// The one link policy (src/shared/links.ts) the server checks on save and the renderers on drawing:
// http(s), mailto, tel and relative addresses; every trick that makes a browser run a script refused.
import { describe, expect, it } from 'vitest';
import { isSafeLink, linkFormat, safeLink } from '../../src/shared/links';

describe('link policy', () => {
  it.each([
    'https://example.com/a?b=1#c', 'http://example.com', 'HTTPS://EXAMPLE.COM', 'mailto:hi@example.com', 'tel:+86 10 1234 5678',
    '/agenda', './speakers', '../x', '?page=2', '#contact', 'agenda.html', 'page-2', '  https://example.com  ',
  ])('accepts %j', (v) => expect(isSafeLink(v)).toBe(true));

  it.each([
    'javascript:alert(1)', 'JavaScript:alert(1)', ' javascript:alert(1)', 'java\tscript:alert(1)', 'java\nscript:alert(1)', 'java\u0000script:alert(1)',
    '\u200bjavascript:alert(1)', 'javascript&colon;alert(1)', 'javascript&#58;alert(1)', 'javascript&#x3A;alert(1)', '&#106;avascript:alert(1)',
    'data:text/html,<script>alert(1)</script>', 'DATA:text/html;base64,PHNjcmlwdD4=', 'vbscript:msgbox(1)', 'file:///etc/passwd',
    '//evil.example/x', '\\\\evil.example', '/\\evil.example', 'https:evil.example', 'http://', 'https:///x', 'mailto:', 'tel:', 'ftp://example.com',
    '%6Aavascript:alert(1)', 'x:y', '', '   ', 42, null, undefined,
  ])('refuses %j', (v) => expect(isSafeLink(v)).toBe(false));

  it('answers the trimmed link, and lets an empty value through as "no link" in a schema', () => {
    expect(safeLink('  /a  ')).toBe('/a');
    expect([linkFormat(''), linkFormat('javascript:x'), linkFormat('https://a.b')]).toEqual([true, false, true]);
  });
});
