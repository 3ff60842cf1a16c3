// @vitest-environment jsdom
// Stored markup is shown as text: a schema table (the renderer behind the user, meeting, participant
// and hotel lists) given rows whose every text holds a script-injection payload, as the injection
// suite (tests/api/security-injection.test.ts) stores them verbatim, creates no element and runs nothing.
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render } from '@testing-library/react';
import { SchemaTable } from '@renderers/table/SchemaTable';

const XSS = '<img src=x onerror="window.__xss=1"><script>window.__xss=2</script>';

afterEach(() => {
  cleanup();
  delete (window as any).__xss;
});

describe('stored markup renders as text', () => {
  it.each(['user', 'meeting', 'participant', 'hotel'])('in the %s table', (entity) => {
    const row = { id: 1, username: XSS, name: XSS, title: XSS, email: XSS, phone: XSS, location: XSS, manager: XSS, workplace: XSS, address: XSS, role: 'ORGANIZER', status: 'active' };
    const { container } = render(<SchemaTable entity={entity} rows={[row]} />);
    const cells = [...container.querySelectorAll('tbody td')];
    expect(cells.length).toBeGreaterThan(1);
    // the payload is visible as typed, in at least one text column
    expect(cells.some((c) => c.textContent?.includes(XSS))).toBe(true);
    expect(container.querySelector('tbody img, tbody script, [onerror]')).toBeNull();
    expect((window as any).__xss).toBeUndefined();
  });
});
