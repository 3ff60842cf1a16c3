// Lets a nested screen open a sibling tab (a hotel card's "view guests" opens the guests tab).
import { createContext, useContext } from 'react';

export const SubTabsContext = createContext<{ open(key: string): void } | null>(null);
export const useSubTabs = () => useContext(SubTabsContext);
