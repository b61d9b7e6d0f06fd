import { Box, Checkbox } from '@mantine/core';
import { useVirtualizer, useWindowVirtualizer } from '@tanstack/react-virtual';
import {
  useCallback,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  type CSSProperties,
  type ReactNode,
  type RefObject,
} from 'react';

export interface GridColumn<T> {
  key: string;
  header: ReactNode;
  /** The column's width in px (its minimum when it grows). */
  width: number;
  render: (row: T) => ReactNode;
  /**
   * Stays in view while the dates scroll sideways: 'left' columns (the service) stick to the
   * left edge, a 'right' column (the row's action) to the right edge.
   */
  sticky?: 'left' | 'right';
  /** Takes the width left over when the grid is wider than its columns (one column: the service). */
  grow?: boolean;
  align?: 'left' | 'center' | 'right';
}

interface Selection {
  selected: ReadonlySet<string>;
  onToggle: (id: string) => void;
  onToggleAll: () => void;
}

type Col = { key: string; width: number; sticky?: 'left' | 'right' | undefined; grow?: boolean | undefined };

const SELECT_WIDTH = 40;
const border = '1px solid var(--mantine-color-gray-3)';
/** The scroll shadows: a soft edge where more columns hide behind a pinned column. */
const SHADOW_LEFT = '6px 0 6px -4px rgba(0, 0, 0, 0.18)';
const SHADOW_RIGHT = '-6px 0 6px -4px rgba(0, 0, 0, 0.18)';

/** Whether there is more to see to the left and to the right of the box's scroll position. */
function useScrollEdges(ref: RefObject<HTMLDivElement | null>) {
  const [edges, setEdges] = useState({ left: false, right: false });
  const update = useCallback(() => {
    const el = ref.current;
    if (!el) return;
    const left = el.scrollLeft > 1;
    const right = el.scrollLeft + el.clientWidth < el.scrollWidth - 1;
    setEdges((old) => (old.left === left && old.right === right ? old : { left, right }));
  }, [ref]);
  useLayoutEffect(() => {
    const el = ref.current;
    if (!el) return;
    update();
    const observer = new ResizeObserver(update);
    observer.observe(el);
    if (el.firstElementChild) observer.observe(el.firstElementChild);
    return () => observer.disconnect();
  }, [ref, update]);
  return { edges, update };
}

/**
 * A table of services whose rows are virtualized (@tanstack/react-virtual): only the rows in view
 * (plus a few) are in the DOM, so 500 services × 14 dates stay smooth. The box is as tall as its
 * rows, up to `maxHeight` (then the rows scroll inside it). The header sticks to the top, 'left'
 * columns to the left edge and the 'right' column (the row's action) to the right edge, so the
 * action never scrolls out of view; the dates scroll sideways between them, with a shadow on the
 * side where more columns are hidden (`data-more-left` / `data-more-right` on the table).
 */
export function VirtualGrid<T extends { _id: string }>({
  rows,
  columns,
  rowHeight,
  headerHeight = 52,
  maxHeight,
  label,
  selection,
  startAtEnd = false,
}: {
  rows: T[];
  columns: GridColumn<T>[];
  rowHeight: number;
  headerHeight?: number;
  /** The tallest the box grows before its rows scroll (a CSS length). */
  maxHeight: string;
  label: string;
  selection?: Selection;
  /** Opens scrolled to the last row (a list in ascending date order opens on its newest rows). */
  startAtEnd?: boolean;
}) {
  const scrollRef = useRef<HTMLDivElement>(null);
  const { edges, update } = useScrollEdges(scrollRef);
  // eslint-disable-next-line react-hooks/incompatible-library -- the virtualizer is meant to be used this way
  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => rowHeight,
    overscan: 8,
    getItemKey: (i) => rows[i]?._id ?? i,
  });
  useScrollToEndOnce(startAtEnd, rows.length, virtualizer.scrollToIndex);

  const all: Col[] = selection
    ? [{ key: '__select', width: SELECT_WIDTH, sticky: 'left' }, ...columns]
    : columns;
  const lefts: number[] = [];
  let acc = 0;
  for (const c of all) {
    lefts.push(acc);
    acc += c.width;
  }
  const totalWidth = acc;
  const rights: number[] = [];
  acc = 0;
  for (let i = all.length - 1; i >= 0; i--) {
    rights[i] = acc;
    acc += all[i]?.width ?? 0;
  }
  const lastLeft = all.reduce((last, c, i) => (c.sticky === 'left' ? i : last), -1);
  const firstRight = all.findIndex((c) => c.sticky === 'right');
  const rowWidth = `max(100%, ${totalWidth}px)`;

  const cellStyle = (i: number, header: boolean, background?: string): CSSProperties => {
    const c = all[i] ?? { key: '', width: 0 };
    const col = columns[selection ? i - 1 : i];
    const pinned = c.sticky !== undefined;
    return {
      width: c.width,
      minWidth: c.width,
      flex: c.grow ? '1 0 auto' : '0 0 auto',
      padding: '4px 6px',
      boxSizing: 'border-box',
      display: 'flex',
      flexDirection: 'column',
      justifyContent: 'center',
      alignItems:
        col?.align === 'right'
          ? 'flex-end'
          : col?.align === 'center' || c.key === '__select'
            ? 'center'
            : 'flex-start',
      borderBottom: border,
      fontSize: 'var(--mantine-font-size-sm)',
      ...(pinned
        ? {
            position: 'sticky',
            ...(c.sticky === 'left' ? { left: lefts[i] } : { right: rights[i] }),
            zIndex: header ? 3 : 1,
            background: background ?? (header ? 'var(--mantine-color-gray-0)' : 'var(--mantine-color-body)'),
          }
        : {}),
      ...(i === lastLeft && edges.left ? { boxShadow: SHADOW_LEFT, borderRight: border } : {}),
      ...(i === firstRight && edges.right ? { boxShadow: SHADOW_RIGHT, borderLeft: border } : {}),
    };
  };

  const allSelected = selection !== undefined && rows.length > 0 && selection.selected.size === rows.length;
  const someSelected = selection !== undefined && selection.selected.size > 0 && !allSelected;

  return (
    <Box
      ref={scrollRef}
      role="table"
      aria-label={label}
      aria-rowcount={rows.length + 1}
      data-more-left={edges.left || undefined}
      data-more-right={edges.right || undefined}
      onScroll={update}
      style={{
        maxHeight,
        overflow: 'auto',
        position: 'relative',
        border,
        borderRadius: 8,
        background: 'var(--mantine-color-body)',
      }}
    >
      <div style={{ width: rowWidth, minWidth: totalWidth }}>
        <div
          role="row"
          style={{
            display: 'flex',
            width: '100%',
            height: headerHeight,
            position: 'sticky',
            top: 0,
            zIndex: 2,
            background: 'var(--mantine-color-gray-0)',
            fontWeight: 600,
          }}
        >
          {all.map((c, i) => (
            <div key={c.key} role="columnheader" style={cellStyle(i, true)}>
              {c.key === '__select' && selection ? (
                <Checkbox
                  aria-label="Select all services"
                  checked={allSelected}
                  indeterminate={someSelected}
                  onChange={selection.onToggleAll}
                />
              ) : (
                columns[selection ? i - 1 : i]?.header
              )}
            </div>
          ))}
        </div>
        <div style={{ height: virtualizer.getTotalSize(), width: '100%', position: 'relative' }}>
          {virtualizer.getVirtualItems().map((v) => {
            const row = rows[v.index];
            if (!row) return null;
            const checked = selection?.selected.has(row._id) ?? false;
            const background = checked ? 'var(--mantine-color-blue-0)' : undefined;
            return (
              <div
                key={v.key}
                role="row"
                aria-rowindex={v.index + 2}
                data-service-id={row._id}
                aria-selected={selection ? checked : undefined}
                style={{
                  display: 'flex',
                  position: 'absolute',
                  top: 0,
                  left: 0,
                  width: '100%',
                  height: rowHeight,
                  transform: `translateY(${v.start}px)`,
                  background,
                }}
              >
                {all.map((c, i) => (
                  <div key={c.key} role="cell" style={cellStyle(i, false, background)}>
                    {c.key === '__select' && selection ? (
                      <Checkbox
                        aria-label={`Select service ${v.index + 1}`}
                        checked={checked}
                        onChange={() => selection.onToggle(row._id)}
                      />
                    ) : (
                      columns[selection ? i - 1 : i]?.render(row)
                    )}
                  </div>
                ))}
              </div>
            );
          })}
        </div>
      </div>
    </Box>
  );
}

/** Scrolls to the last row once, the first time there are rows (`ready`: the scroll box is measured). */
function useScrollToEndOnce(
  enabled: boolean,
  count: number,
  scrollToIndex: (index: number, options: { align: 'end' }) => void,
  ready = true,
) {
  const done = useRef(false);
  useEffect(() => {
    if (!enabled || done.current || count === 0 || !ready) return;
    // A frame later: the page has laid out (a box whose height the screen sets after measuring).
    const frame = requestAnimationFrame(() => {
      done.current = true;
      scrollToIndex(count - 1, { align: 'end' });
    });
    return () => cancelAnimationFrame(frame);
  }, [enabled, count, scrollToIndex, ready]);
}

/**
 * The mobile layout: one card per service, virtualized against the page's own scroll (no scroll
 * box inside the page on a phone); cards measure themselves. `startAtEnd` opens the page scrolled
 * to the last card.
 */
export function VirtualCards<T extends { _id: string }>({
  rows,
  estimate,
  label,
  render,
  startAtEnd = false,
}: {
  rows: T[];
  estimate: number;
  label: string;
  render: (row: T) => ReactNode;
  startAtEnd?: boolean;
}) {
  const listRef = useRef<HTMLDivElement>(null);
  const [offset, setOffset] = useState<number | null>(null);
  useLayoutEffect(() => {
    const el = listRef.current;
    if (el) setOffset(el.getBoundingClientRect().top + window.scrollY);
  }, []);
  const virtualizer = useWindowVirtualizer({
    count: rows.length,
    estimateSize: () => estimate,
    overscan: 4,
    gap: 10,
    scrollMargin: offset ?? 0,
    getItemKey: (i) => rows[i]?._id ?? i,
  });
  useScrollToEndOnce(startAtEnd, rows.length, virtualizer.scrollToIndex, offset !== null);
  return (
    <div ref={listRef} role="list" aria-label={label}>
      <div style={{ height: virtualizer.getTotalSize(), position: 'relative' }}>
        {virtualizer.getVirtualItems().map((v) => {
          const row = rows[v.index];
          if (!row) return null;
          return (
            <div
              key={v.key}
              role="listitem"
              data-index={v.index}
              data-service-id={row._id}
              ref={virtualizer.measureElement}
              style={{
                position: 'absolute',
                top: 0,
                left: 0,
                width: '100%',
                transform: `translateY(${v.start - (offset ?? 0)}px)`,
              }}
            >
              {render(row)}
            </div>
          );
        })}
      </div>
    </div>
  );
}
