// Screen kind "notifications": checks the config, then draws the super admin's management
// (`view: center`) or a user's own notifications (`view: inbox`).
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { ScreenError, type RendererProps } from '@runtime/registry';
import { notificationsScreenSchema } from './config';
import { CenterScreen } from './center/CenterScreen';
import { InboxScreen } from './inbox/InboxScreen';

export function NotificationsScreen({ config }: RendererProps) {
  const { t } = useTranslation();
  const parsed = useMemo(() => notificationsScreenSchema.safeParse(config), [config]);
  if (!parsed.success) return <ScreenError title={t('http.invalidScreen')} detail={parsed.error.message} />;
  return parsed.data.view === 'center' ? <CenterScreen config={parsed.data} /> : <InboxScreen config={parsed.data} />;
}
