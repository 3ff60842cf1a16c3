// The site's pages as the editor holds them, for fields that link to one of them (LinkField).
import { createContext, useContext } from 'react';

export interface PageChoice { id: string; name: string }

const Pages = createContext<PageChoice[]>([]);
export const EditorPagesProvider = Pages.Provider;
export const useEditorPages = () => useContext(Pages);

/** A link to a page of this site: its `#page=` hash, which the public site follows without a reload. */
export const pageLink = (id: string) => `#page=${encodeURIComponent(id)}`;
export const pageOfLink = (to: string) => (/^#page=/.test(to) ? decodeURIComponent(to.slice(6)) : undefined);
