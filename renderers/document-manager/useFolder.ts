// One folder of a collection from the server (the screen's `list` call): the page, breadcrumb and the
// collection; reloaded when the folder, search, page or size change, or on demand.
import { useCallback, useEffect, useState } from 'react';
import { send, type Call } from '../calls';

export interface Item {
  id: number;
  name: string;
  isFolder: boolean;
  size: number;
  type: string;
  updateTime: string;
  creator?: string;
  fileType?: string;
  /** download and preview links as the server gave them */
  file?: string;
  preview?: string;
}
export interface FolderPage {
  collection: { id: number; name: string; description?: string };
  breadcrumb: { id: number | null; name: string }[];
  list: Item[];
  total: number;
}

export function useFolder(list: Call, collectionId: string, parentId: number | null, keyword: string, page: number, size: number) {
  const [data, setData] = useState<FolderPage | null>(null);
  const [error, setError] = useState('');
  const load = useCallback(async () => {
    try {
      setData(await send(list, {}, { params: { collectionId, parentId: parentId ?? undefined, keyword: keyword || undefined, page, size } }));
      setError('');
    } catch (e) {
      setError((e as Error).message);
    }
  }, [list, collectionId, parentId, keyword, page, size]);
  useEffect(() => void load(), [load]);
  return { data, error, reload: load };
}
