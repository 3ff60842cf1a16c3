// Tabs of block lists; the open tab lives in the URL (`?tab=contact`) so links and the navbar can
// open one. With showList false the tab strip is hidden and only the URL (or the navbar) switches
// (UrlTab; PageRenderer draws that one directly and loads this file only for a visible strip).
import { Tab, TabGroup, TabList, TabPanel, TabPanels } from '@headlessui/react';
import { BlockList, useText, type BindData } from '@renderers/site';
import type { TabsConfig } from './pageConfig';
import { UrlTab, useTabIndex } from './UrlTabs';

export function TabsLayout({ tabs, data }: { tabs: TabsConfig; data?: BindData }) {
  const tx = useText();
  const { index, select } = useTabIndex(tabs);

  if (tabs.showList === false) return <UrlTab tabs={tabs} data={data} />;
  return (
    <TabGroup selectedIndex={index} onChange={select}>
      <div className="border-b border-slate-200 dark:border-slate-800">
        <TabList className="mx-auto flex max-w-6xl gap-1 overflow-x-auto px-4 sm:px-6">
          {tabs.items.map((item) => (
            <Tab
              key={item.key}
              className="-mb-px whitespace-nowrap border-b-2 border-transparent px-4 py-3 text-sm font-medium text-slate-600 outline-none hover:text-slate-900 focus-visible:ring-2 focus-visible:ring-brand-500 data-[selected]:border-brand-600 data-[selected]:text-brand-700 dark:text-slate-400 dark:hover:text-white dark:data-[selected]:text-brand-100"
            >
              {tx(item.label)}
            </Tab>
          ))}
        </TabList>
      </div>
      <TabPanels>
        {tabs.items.map((item) => (
          <TabPanel key={item.key} unmount>
            <BlockList blocks={item.blocks} data={data} />
          </TabPanel>
        ))}
      </TabPanels>
    </TabGroup>
  );
}

export default TabsLayout;
