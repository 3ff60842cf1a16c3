// The flow data the designer's preview draws: the design being edited with the meeting's real
// sub-venues and hotels (active ones, as participants will see them), so the preview is the real page.
import type { Design } from '@shared/designer/steps';
import type { FlowData, Hotel } from '../flow/types';

type Row = Record<string, any>;

export function previewData(design: Design, meeting: Row | null, hotels: Row[] | null, flow: Row | null): FlowData {
  const subVenues = Array.isArray(meeting?.subVenues) ? meeting!.subVenues.filter((v: Row) => v?.name) : [];
  const list: Hotel[] = (hotels ?? [])
    .filter((h) => (h.status ?? 'active') === 'active')
    .map((h) => ({ ...h, roomTypes: (Array.isArray(h.roomTypes) ? h.roomTypes : []).filter((r: Row) => (r.status ?? 'active') === 'active') })) as Hotel[];
  return {
    flow: { id: flow?.id ?? 0, name: flow?.name ?? '', description: flow?.description, currency: flow?.currency ?? 'CNY' },
    meeting: { id: meeting?.id ?? 0, title: meeting?.title ?? meeting?.name, startTime: meeting?.startTime, endTime: meeting?.endTime, subVenues },
    version: 0,
    design,
    hotels: list,
  };
}
