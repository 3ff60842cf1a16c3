// Table rows drawn only while they are in view (a page of 100 stays light): spacer rows above and
// below keep the scroll height, so the table keeps its column layout.
import type { ReactNode, RefObject } from 'react';
import { useVirtualizer } from '@tanstack/react-virtual';

export interface VirtualBodyProps {
  count: number;
  /** the scrolling element around the table */
  scrollRef: RefObject<HTMLDivElement | null>;
  rowHeight: number;
  /** the scrolling box's height: a screenful is drawn before the box has a size */
  height: number;
  span: number;
  render: (index: number) => ReactNode;
}

export function VirtualBody({ count, scrollRef, rowHeight, height, span, render }: VirtualBodyProps) {
  const v = useVirtualizer({ count, getScrollElement: () => scrollRef.current, estimateSize: () => rowHeight, overscan: 8 });
  let items: Array<{ index: number; start: number; end: number }> = v.getVirtualItems();
  // no layout yet (first paint, or a DOM without one): the first screenful
  if (!items.length && count) items = Array.from({ length: Math.min(count, Math.ceil(height / rowHeight) + 8) }, (_, i) => ({ index: i, start: i * rowHeight, end: (i + 1) * rowHeight }));
  const top = items[0]?.start ?? 0;
  const bottom = items.length ? count * rowHeight - items[items.length - 1].end : 0;
  return (
    <>
      {top > 0 && <tr aria-hidden="true" style={{ height: top }}><td colSpan={span} /></tr>}
      {items.map((it) => render(it.index))}
      {bottom > 0 && <tr aria-hidden="true" style={{ height: bottom }}><td colSpan={span} /></tr>}
    </>
  );
}
