// What the avatar menu's button shows (picture, name, chevron): shared by the menu and the
// placeholder drawn while the menu's code loads, so nothing moves when it arrives.
import { Icon } from '@renderers/site';
import { Avatar } from './Avatar';

export const userChipClass =
  'flex items-center gap-2 rounded-full py-1 pl-1 pr-2 text-sm font-medium text-slate-700 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-brand-500 dark:text-slate-200 dark:hover:bg-slate-800';

export function UserChip({ name, avatarUrl }: { name: string; avatarUrl?: string | null }) {
  return (
    <>
      <Avatar src={avatarUrl} name={name} />
      <span className="max-w-[8rem] truncate">{name}</span>
      <Icon name="chevronDown" className="h-4 w-4 text-slate-400" />
    </>
  );
}
