// @vitest-environment jsdom
// One unsaved-changes guard for the website editor and the registration designer
// (renderers/console/UnsavedGuard): while changes are unsaved a reload or tab close gets the browser's
// prompt (beforeunload is cancelled) and a move to another screen of the app asks in the console's
// confirmation — cancel stays, OK leaves; a change of the query alone (a tab) never asks.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { createMemoryRouter, Link, RouterProvider, useLocation } from 'react-router';
import { i18n } from '@runtime/i18n';
import { ConfirmHost } from '@renderers/console';
import { UnsavedGuard } from '../../renderers/console/UnsavedGuard';

function Where() {
  const l = useLocation();
  return <output data-testid="where">{l.pathname + l.search}</output>;
}
function Editing({ dirty }: { dirty: boolean }) {
  return (
    <>
      <UnsavedGuard when={dirty} />
      <ConfirmHost />
      <Link to="/settings">away</Link>
      <Link to="/editor?tab=2">tab</Link>
      <Where />
    </>
  );
}
function show(dirty: boolean) {
  const router = createMemoryRouter([
    { path: '/editor', element: <Editing dirty={dirty} /> },
    { path: '/settings', element: <Where /> },
  ], { initialEntries: ['/editor'] });
  return render(<RouterProvider router={router} />);
}
const where = () => screen.getByTestId('where').textContent;
const click = (el: Element) => act(async () => void fireEvent.click(el));
const unload = () => {
  const e = new Event('beforeunload', { cancelable: true });
  window.dispatchEvent(e);
  return e.defaultPrevented;
};

beforeEach(() => i18n.changeLanguage('zh'));
afterEach(cleanup);

describe('unsaved-changes guard', () => {
  it('cancels beforeunload only while changes are unsaved', () => {
    const { unmount } = show(true);
    expect(unload()).toBe(true);
    unmount();
    expect(unload()).toBe(false);
    show(false);
    expect(unload()).toBe(false);
  });

  it('asks before another screen: cancel stays, OK leaves', async () => {
    show(true);
    await click(screen.getByText('away'));
    expect(await screen.findByTestId('confirm-dialog')).toBeTruthy();
    expect(screen.getByTestId('confirm-dialog').textContent).toContain('有未保存的修改，离开将丢失这些修改。确定要离开吗？');
    await click(screen.getByTestId('confirm-cancel'));
    expect(where()).toBe('/editor');
    await click(screen.getByText('away'));
    await click(await screen.findByTestId('confirm-ok'));
    expect(where()).toBe('/settings');
  });

  it('lets a query change and a clean screen go without asking', async () => {
    show(true);
    await click(screen.getByText('tab'));
    expect(where()).toBe('/editor?tab=2');
    expect(screen.queryByTestId('confirm-dialog')).toBeNull();
    cleanup();
    show(false);
    await click(screen.getByText('away'));
    expect(where()).toBe('/settings');
    expect(screen.queryByTestId('confirm-dialog')).toBeNull();
  });
});
