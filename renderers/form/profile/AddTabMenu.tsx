// The "+" at the end of the tab strip: opens any section that is not open yet.
import { Menu, MenuButton, MenuItem, MenuItems } from '@headlessui/react';
import { useTranslation } from 'react-i18next';
import type { NavItem } from './config';

export function AddTabMenu({ items, onOpen }: { items: NavItem[]; onOpen: (item: NavItem) => void }) {
  const { t } = useTranslation();
  if (!items.length) return null;
  return (
    <Menu>
      <MenuButton data-testid="add-tab" aria-label={t('console.addTab')} title={t('console.addTab')}
        className="mb-1 ml-1 inline-flex h-7 w-7 items-center justify-center rounded-md text-lg leading-none text-gray-500 hover:bg-gray-200 hover:text-gray-800 dark:text-gray-400 dark:hover:bg-gray-800 dark:hover:text-gray-100">
        +
      </MenuButton>
      <MenuItems anchor="bottom start" className="z-50 mt-1 w-44 rounded-lg bg-white p-1 shadow-lg ring-1 ring-gray-200 focus:outline-none dark:bg-gray-900 dark:ring-gray-700">
        {items.map((item) => (
          <MenuItem key={item.id}>
            <button type="button" data-testid={`add-tab-${item.id}`} onClick={() => onOpen(item)}
              className="block w-full rounded-md px-3 py-2 text-left text-sm text-gray-700 data-[focus]:bg-gray-100 dark:text-gray-200 dark:data-[focus]:bg-gray-800">
              {t(item.label)}
            </button>
          </MenuItem>
        ))}
      </MenuItems>
    </Menu>
  );
}
