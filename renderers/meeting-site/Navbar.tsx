// The meeting site's navbar, on the public site, in the editor and around the meeting's registration
// and participant pages (renderers/meeting-chrome) (spec 3 §2.3, §3): text and/or image logo, the pages flagged
// showInNav and the organizer's extra links, login and register, the registration button, a language
// switch; a menu button on phones.
import { useState, type CSSProperties, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { nameIn, pageName, type NavbarSettings, type SitePage } from './document';
import { SafeAnchor } from '../site/lib/links';
import { Picture } from './lib/Modal';

export interface NavbarProps {
  settings: NavbarSettings;
  title: string;
  pages: SitePage[];
  currentId: string;
  onPage(id: string): void;
  onLogin(): void;
  onRegister(): void;
  onLanguage?(): void;
  /** the participant's menu (login/register when logged out, the user menu when in) replaces the plain buttons */
  userSlot?: ReactNode;
  /** off the site (the registration and participant pages): pages are links to this address */
  pageHref?(id: string): string;
  /** the registration button (立即报名 / 继续报名 / 我的报名), beside the account actions */
  /** the registration button; `disabled` with a `title` saying why (outside the registration window) */
  cta?: { label: string; onClick(): void; disabled?: boolean; title?: string };
}

export function SiteNavbar({ settings: s, title, pages, currentId, onPage, onLogin, onRegister, onLanguage, userSlot, pageHref, cta }: NavbarProps) {
  const { t, i18n } = useTranslation();
  const [open, setOpen] = useState(false);
  const nav = pages.filter((p) => p.showInNav);
  const text = s.logoText || title;
  const showText = s.showLogo !== false && s.showTextLogo && !!text;
  const showImage = s.showLogo !== false && s.showImageLogo && !!s.logoImage;
  const style = { height: s.height, backgroundColor: s.backgroundColor, color: s.textColor, fontSize: s.fontSize, fontWeight: s.fontWeight, '--hover': s.hoverColor } as CSSProperties;
  const link = 'rounded-md px-2 py-2 @2xl:px-3 transition hover:text-[var(--hover)]';
  const items = (
    <>
      {nav.map((p) => pageHref ? (
        <a key={p.id} href={pageHref(p.id)} className={link}>{pageName(p, i18n.language)}</a>
      ) : (
        <button key={p.id} type="button" onClick={() => (onPage(p.id), setOpen(false))} aria-current={p.id === currentId ? 'page' : undefined}
          className={`${link} ${p.id === currentId ? 'text-[var(--hover)] underline decoration-2 underline-offset-8' : ''}`}>
          {pageName(p, i18n.language)}
        </button>
      ))}
      {/* extra links: external ones open a new tab; internal ones are a site path or a page id */}
      {s.menuItems.map((m) => ({ ...m, title: nameIn(m.title, i18n.language) })).filter((m) => m.title && m.url && (m.type === 'external' ? /^https?:\/\//.test(m.url) : true)).map((m) =>
        m.type === 'external' ? (
          <SafeAnchor key={m.id ?? m.url} href={m.url} target="_blank" rel="noopener noreferrer" className={link}>{m.title}</SafeAnchor>
        ) : pages.some((p) => p.id === m.url) && pageHref ? (
          <a key={m.id ?? m.url} href={pageHref(m.url!)} className={link}>{m.title}</a>
        ) : pages.some((p) => p.id === m.url) ? (
          <button key={m.id ?? m.url} type="button" onClick={() => (onPage(m.url!), setOpen(false))} className={link}>{m.title}</button>
        ) : m.url!.startsWith('/') ? (
          <SafeAnchor key={m.id ?? m.url} href={m.url} className={link}>{m.title}</SafeAnchor>
        ) : null,
      )}
    </>
  );
  const logo = (
    <>
      {/* an uploaded logo comes with its WebP variants: the browser takes the one its screen needs */}
      {showImage && <Picture src={s.logoImage} alt={text} sizes="200px" eager className="max-h-10 max-w-[200px] object-contain" />}
      {showText && <span className="truncate">{text}</span>}
      {/* no logo shown: the title is still the link's name */}
      {!showImage && !showText && <span className="sr-only">{title}</span>}
    </>
  );
  return (
    <header className={`${s.isFixed ? 'sticky top-0' : 'relative'} z-40 shadow-sm`} style={style} data-testid="site-navbar">
      <div className="mx-auto flex h-full max-w-7xl items-center gap-4 px-4 @2xl:px-6" style={{ justifyContent: s.alignment }}>
        {pageHref ? (
          <a href={pageHref(nav[0]?.id ?? pages[0]?.id ?? '')} className="flex min-w-0 items-center gap-2 font-semibold" data-testid="site-navbar-home">{logo}</a>
        ) : (
          <button type="button" onClick={() => nav[0] && onPage(nav[0].id)} className="flex min-w-0 items-center gap-2 font-semibold">{logo}</button>
        )}
        <nav className="hidden items-center gap-1 @3xl:flex" aria-label={t('publicSite.menu')}>{items}</nav>
        <div className="flex shrink-0 items-center gap-1 @2xl:gap-2">
          {onLanguage && <button type="button" data-testid="lang-toggle" onClick={onLanguage} className={`${link} whitespace-nowrap text-sm`}>{t('publicSite.otherLanguage')}</button>}
          {s.showUserActions && userSlot}
          {s.showUserActions && !userSlot && (
            <>
              <button type="button" onClick={onLogin} className={`${link} hidden text-sm @2xl:block`}>{t('publicSite.login')}</button>
              {/* with the registration button beside it, the account's 注册 is a text link (in the menu on phones) */}
              <button type="button" onClick={onRegister} className={cta ? `${link} hidden text-sm @2xl:block` : 'rounded-lg bg-brand-600 px-3 py-1.5 text-sm font-medium text-white hover:bg-brand-700'}>{t('publicSite.register')}</button>
            </>
          )}
          {s.showUserActions && cta && (
            <button type="button" onClick={cta.onClick} disabled={cta.disabled} title={cta.title} data-testid="site-register-cta" data-state={cta.disabled ? 'closed' : 'open'} className="shrink-0 whitespace-nowrap rounded-lg bg-brand-600 px-3 py-1.5 text-sm font-medium text-white hover:bg-brand-700 disabled:cursor-not-allowed disabled:bg-slate-400 dark:disabled:bg-slate-600">{cta.label}</button>
          )}
          <button type="button" onClick={() => setOpen((o) => !o)} aria-expanded={open} aria-label={t('publicSite.menu')} className="rounded-md p-2 @3xl:hidden">
            <svg viewBox="0 0 24 24" className="h-5 w-5" fill="none" stroke="currentColor" strokeWidth={1.8} aria-hidden><path d={open ? 'M6 6l12 12M18 6 6 18' : 'M4 6h16M4 12h16M4 18h16'} /></svg>
          </button>
        </div>
      </div>
      {open && (
        <nav className="flex flex-col items-stretch gap-1 border-t border-black/5 px-4 py-2 shadow-md @3xl:hidden" style={{ backgroundColor: s.backgroundColor }} aria-label={t('publicSite.menu')}>
          {items}
          {/* on phones the account actions the bar hides are here */}
          {s.showUserActions && !userSlot && (
            <span className="flex gap-1 border-t border-black/5 pt-1 @2xl:hidden">
              <button type="button" onClick={() => (setOpen(false), onLogin())} className={`${link} text-sm`}>{t('publicSite.login')}</button>
              {cta && <button type="button" onClick={() => (setOpen(false), onRegister())} className={`${link} text-sm`}>{t('publicSite.register')}</button>}
            </span>
          )}
        </nav>
      )}
    </header>
  );
}
