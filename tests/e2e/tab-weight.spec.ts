import { expect, test } from '@playwright/test';
import { adminSession, callData } from './helpers';
import { consoleTabs, tabWeight, TAB_BUDGET } from '../../scripts/bench/console-tabs';
import { chunkName, HEAVY_CHUNKS } from '../../scripts/heavy-chunks';

// Issue 17: every console tab, opened cold as the super admin, receives at most 500 KB of JavaScript
// (compressed as sent), and a heavy library only on a tab that draws a kind using it — the
// statistics tab never pulls the craft.js editor, a list never ECharts.
test('each console tab loads only its own code, within the budget', async ({ browser, request, baseURL }) => {
  test.setTimeout(300_000);
  const session = await adminSession(request);
  const day = (d: number) => new Date(Date.now() + d * 86400_000 + 8 * 3600_000).toISOString().slice(0, 10);
  const meeting = await callData(request, 'post', '/api/co/meeting', {
    title: '标签页重量大会', type: 'domestic', status: 'preparing', manager: '王经理', startTime: `${day(10)} 09:00:00`, endTime: `${day(11)} 18:00:00`, location: '杭州', subVenues: [{ name: '主会场', capacity: 500 }],
  }, { authorization: `Bearer ${session.token}` });
  const tabs = consoleTabs(meeting.id);
  test.setTimeout(60_000 + tabs.length * 20_000); // each tab opens cold in its own context (28 tabs with the settings' content sections)
  expect(tabs.map((t) => t.name)).toContain('meeting-settings/userinfo');
  for (const tab of tabs) {
    const w = await tabWeight(browser, baseURL!, session, tab);
    const detail = `${tab.name}: ${(w.bytes / 1024).toFixed(1)} KB in ${w.files.length} files, largest ${w.files.slice(0, 5).map((f) => `${f.file} ${(f.bytes / 1024).toFixed(1)} KB`).join(', ')}`;
    expect(w.files.length, detail).toBeGreaterThan(3);
    expect(w.bytes, detail).toBeLessThanOrEqual(TAB_BUDGET);
    const heavy = w.files.map((f) => chunkName(f.file)).filter((name) => HEAVY_CHUNKS[name] && !HEAVY_CHUNKS[name].kinds.some((k) => tab.kinds.includes(k)));
    expect(heavy, `${tab.name} (kinds ${tab.kinds.join(', ')}) loads another screen's library`).toEqual([]);
    if (tab.kinds.includes('meeting-statistics')) expect(w.files.map((f) => chunkName(f.file)), detail).toContain('echarts');
  }
});
