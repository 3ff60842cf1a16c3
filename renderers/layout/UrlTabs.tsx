// Which tab of a `page` screen is open: the one named by the URL (`?tab=contact`), else the first.
// With the tab strip hidden (the home page: the navbar switches tabs) that is all there is to draw,
// so pages like home need no tab widget (TabsLayout, headlessui) at all.
import { useSearchParams } from 'react-router';
import { BlockList, type BindData } from '@renderers/site';
import type { TabsConfig } from './pageConfig';

export function useTabIndex(tabs: TabsConfig) {
  const [search, setSearch] = useSearchParams();
  const param = tabs.param ?? 'tab';
  const found = tabs.items.findIndex((i) => i.key === search.get(param));
  const index = found < 0 ? 0 : found;
  const select = (i: number) => {
    const next = new URLSearchParams(search);
    if (i === 0) next.delete(param);
    else next.set(param, tabs.items[i].key);
    setSearch(next);
  };
  return { index, select };
}

/** The open tab's blocks, no strip. */
export function UrlTab({ tabs, data }: { tabs: TabsConfig; data?: BindData }) {
  const { index } = useTabIndex(tabs);
  return <BlockList key={tabs.items[index].key} blocks={tabs.items[index].blocks} data={data} />;
}
