// The console's extra icons (same stroke style as renderers/site's set, which draws the rest).
import type { ReactNode, SVGProps } from 'react';
import { Icon } from '@renderers/site';

const paths: Record<string, ReactNode> = {
  calendar: (<><rect x="4" y="5" width="16" height="16" rx="2" /><path d="M4 10h16M8 3v4M16 3v4" /></>),
  key: (<><circle cx="8" cy="15" r="4" /><path d="m11 12 8-8M16 7l2 2M14 9l2 2" /></>),
  wallet: (<><rect x="3" y="6" width="18" height="14" rx="2" /><path d="M3 10h18M16 15h2M6 6l9-3 1 3" /></>),
  dashboard: (<><rect x="4" y="4" width="7" height="9" rx="1" /><rect x="13" y="4" width="7" height="5" rx="1" /><rect x="13" y="11" width="7" height="9" rx="1" /><rect x="4" y="15" width="7" height="5" rx="1" /></>),
  users: (<><circle cx="9" cy="8" r="3.5" /><path d="M2.5 20c.9-3.5 3.4-5.5 6.5-5.5s5.6 2 6.5 5.5M16 4.5a3.5 3.5 0 0 1 0 7M18 14.7c1.7.8 2.9 2.6 3.5 5.3" /></>),
  code: (<><rect x="3" y="5" width="18" height="14" rx="2" /><path d="M7 10h2M11 10h2M15 10h2M7 14h10" /></>),
  search: (<><circle cx="11" cy="11" r="6.5" /><path d="m16 16 4.5 4.5" /></>),
  refresh: (<><path d="M20 11a8 8 0 0 0-14.8-4M4 13a8 8 0 0 0 14.8 4" /><path d="M5 3v4h4M19 21v-4h-4" /></>),
  chevronLeft: <path d="m15 6-6 6 6 6" />,
  chevronRight: <path d="m9 6 6 6-6 6" />,
  lock: (<><rect x="5" y="10" width="14" height="11" rx="2" /><path d="M8 10V7a4 4 0 0 1 8 0v3M12 14v3" /></>),
  copy: (<><rect x="8" y="8" width="12" height="12" rx="2" /><path d="M16 8V5a1 1 0 0 0-1-1H5a1 1 0 0 0-1 1v10a1 1 0 0 0 1 1h3" /></>),
  trash: (<><path d="M4 7h16M9 7V4h6v3M6 7l1 13h10l1-13M10 11v6M14 11v6" /></>),
  plus: <path d="M12 5v14M5 12h14" />,
  upload: (<><path d="M12 15V4M7 9l5-5 5 5" /><path d="M4 15v5h16v-5" /></>),
  settings: (<><circle cx="12" cy="12" r="3" /><path d="M12 2.5v3M12 18.5v3M2.5 12h3M18.5 12h3M5.3 5.3l2.1 2.1M16.6 16.6l2.1 2.1M5.3 18.7l2.1-2.1M16.6 7.4l2.1-2.1" /></>),
  help: (<><circle cx="12" cy="12" r="9" /><path d="M9.5 9.5a2.5 2.5 0 1 1 3.5 2.3c-.7.3-1 .9-1 1.7M12 17h.01" /></>),
  report: (<><path d="M5 21V4" /><path d="M5 4h11l-2 4 2 4H5" /></>),
  analytics: (<><path d="M4 20h16" /><path d="m5 15 4-5 4 3 6-7" /></>),
  arrowUp: <path d="M12 19V5M6 11l6-6 6 6" />,
  arrowDown: <path d="M12 5v14M6 13l6 6 6-6" />,
};

export function ConsoleIcon({ name, className = 'h-5 w-5', ...rest }: { name?: string } & SVGProps<SVGSVGElement>) {
  if (!name || !paths[name]) return <Icon name={name ?? 'info'} className={className} {...rest} />;
  return (
    <svg viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth={1.6} strokeLinecap="round" strokeLinejoin="round" aria-hidden="true" className={className} {...rest}>
      {paths[name]}
    </svg>
  );
}
