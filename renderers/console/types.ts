// The console's shared shapes: a sidebar item, and Text (a plain string or `{ t: key }`).
import type { ReactNode } from 'react';
import type { Text } from '@renderers/site';

export type { Text };

export interface ConsoleNavItem {
  key: string;
  label: Text;
  /** an icon name of renderers/site's Icon set */
  icon?: string;
  /** shown but not opened: selecting it shows `disabledMessage` (default 该功能正在开发中...) */
  disabled?: boolean;
  disabledMessage?: Text;
  /** items with the same group label are listed under that heading */
  group?: Text;
}

export interface ConsoleLayoutProps {
  title: Text;
  nav: ConsoleNavItem[];
  activeKey: string;
  onSelect: (key: string) => void;
  /** opened items as closable tabs in the header */
  headerTabs?: boolean;
  /** the user menu at the header's right */
  userMenu?: ReactNode;
  /** shown at the header's left, before the tabs (the meeting a settings console is about) */
  heading?: ReactNode;
  /** more header actions before the user menu (the notification bell) */
  actions?: ReactNode;
  /** the sidebar's bottom (super admin: name, role label, logout) */
  footer?: ReactNode;
  children?: ReactNode;
}
