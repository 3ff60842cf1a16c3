// The profile tab: avatar, name, role, info cards, and the edit-profile and avatar dialogs.
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { JsonSchema } from '@shared/schema/compose';
import { mutateSource, useDataSource } from '@runtime/data';
import { getSchema } from '@runtime/schemas';
import { updateUser } from '@runtime/auth';
import { toast } from '@runtime/toast';
import { buttonCls, errorCls } from '../theme/cls';
import { enumLabel } from '../theme/labels';
import { avatarSrc } from './avatar';
import type { ProfileScreenConfig } from './config';
import { InfoCards } from './InfoCards';
import { EditProfileDialog } from './EditProfileDialog';
import { AvatarDialog } from './AvatarDialog';
import { Modal } from './Modal';

type User = Record<string, unknown>;

/** In the header, not on a card. */
const HEADER = new Set(['name', 'avatar']);

/**
 * The screen's cards (their order and formats), then each other field of the profile form: a
 * property added to the entity's form shows on the card with no screen edit.
 */
export function profileCards(config: ProfileScreenConfig): ProfileScreenConfig['cards'] {
  const listed = new Set(config.cards.map((c) => c.field));
  const more = Object.keys(getSchema(config.form)?.properties ?? {}).filter((f) => !listed.has(f) && !HEADER.has(f));
  return [...config.cards, ...more.map((field) => ({ field }))];
}

export interface ProfileTabProps {
  config: ProfileScreenConfig;
  /** a given user instead of the config's source (stories) */
  user?: User;
  /** open a dialog from the start (stories) */
  initialDialog?: 'edit' | 'avatar' | 'preview';
}

export function ProfileTab({ config, user: given, initialDialog }: ProfileTabProps) {
  const { t } = useTranslation();
  const entity = config.entity;
  const ds = useDataSource<User>(given ? null : (config.source as never));
  const refetch = ds.mutate;
  const [patch, setPatch] = useState<User>({});
  const [dialog, setDialog] = useState<ProfileTabProps['initialDialog'] | null>(initialDialog ?? null);
  const close = useCallback(() => setDialog(null), []);
  const saved = useCallback(
    (p: User) => {
      setPatch((cur) => ({ ...cur, ...p }));
      updateUser(p);
      void refetch(); // this view's cache (also under a story's or test's own SWR provider)
      void mutateSource(config.source.path); // and every other view of the user info
    },
    [refetch, config.source.path],
  );

  // reads the profile again from the server (spec 1 §8: 刷新成功); a failed read keeps what is shown
  const reload = async () => {
    const fresh = await refetch().catch(() => undefined);
    if (!fresh) return void toast.error(t('userCenter.profile.loadFailed'));
    setPatch({});
    updateUser(fresh);
    toast.success(t('userCenter.profile.refreshed'));
  };

  const loaded = (given ?? ds.data) as User | undefined;
  if (!loaded && ds.isLoading) return <p role="status" className="p-6 text-sm text-gray-500 dark:text-gray-400">{t('userCenter.profile.loading')}</p>;
  if (!loaded) return <p role="alert" className={`p-6 ${errorCls}`}>{ds.error?.message || t('userCenter.profile.loadFailed')}</p>;

  const user = { ...loaded, ...patch };
  const schema = getSchema(entity) as JsonSchema | undefined;
  const name = (user.name || user.username || t('userCenter.profile.noName')) as string;
  const src = avatarSrc(user.avatar as string | undefined, config.avatarUrl);
  return (
    <div className="space-y-6">
      <header className="flex flex-col items-center gap-4 rounded-lg border border-gray-200 bg-white p-6 sm:flex-row dark:border-gray-700 dark:bg-gray-900">
        <button type="button" onClick={() => src && setDialog('preview')} aria-label={t('userCenter.avatar.preview')}
          className="flex h-20 w-20 shrink-0 items-center justify-center overflow-hidden rounded-full bg-brand-100 text-2xl font-semibold text-brand-700 dark:bg-gray-800 dark:text-brand-100">
          {src ? <img src={src} alt="" className="h-full w-full object-cover" /> : name.slice(0, 1).toUpperCase()}
        </button>
        <div className="min-w-0 flex-1 text-center sm:text-left">
          <h2 className="truncate text-xl font-semibold text-gray-900 dark:text-gray-100">{name}</h2>
          <p className="mt-1 text-sm text-gray-500 dark:text-gray-400">{enumLabel(t, `${entity}.role`, user.role)}</p>
        </div>
        <div className="flex flex-wrap justify-center gap-2">
          {!given && <button type="button" className={buttonCls('secondary')} onClick={() => void reload()}>{t('userCenter.profile.refresh')}</button>}
          <button type="button" className={buttonCls('secondary')} onClick={() => setDialog('avatar')}>{t('userCenter.avatar.change')}</button>
          <button type="button" className={buttonCls('primary')} onClick={() => setDialog('edit')}>{t('userCenter.profile.edit')}</button>
        </div>
      </header>
      <InfoCards cards={profileCards(config)} schema={schema} entity={entity} user={user} />
      <EditProfileDialog open={dialog === 'edit'} onClose={close} user={user} formId={config.form} update={config.update as never} onSaved={saved} />
      <AvatarDialog open={dialog === 'avatar'} onClose={close} current={user.avatar as string | undefined} avatarUrl={config.avatarUrl}
        upload={config.upload} update={config.update as never} onSaved={saved} />
      <Modal open={dialog === 'preview'} onClose={close} title={t('userCenter.avatar.preview')} size="sm">
        {src && <img src={src} alt={name} className="mx-auto max-h-80 rounded-lg object-contain" />}
      </Modal>
    </div>
  );
}
