import { Box, Checkbox } from '@mantine/core';
import { useVirtualizer, useWindowVirtualizer } from '@tanstack/react-virtual';
import { useLayoutEffect, useRef, useState, type CSSProperties, type ReactNode } from 'react';

export interface GridColumn<T> {
  key: string;
  header: ReactNode;
  width: number;
  render: (row: T) => ReactNode;
  /** Stays in view while the dates scroll sideways. */
  sticky?: boolean;
  align?: 'left' | 'center' | 'right';
}

interface Selection {
  selected: ReadonlySet<string>;
  onToggle: (id: string) => void;
  onToggleAll: () => void;
}

const SELECT_WIDTH = 44;
const border = '1px solid var(--mantine-color-gray-3)';

/**
 * A table of services whose rows are virtualized (@tanstack/react-virtual): only the rows in view
 * (plus a few) are in the DOM, so 500 services × 14 dates stay smooth. The header sticks to the
 * top, sticky columns to the left; the dates scroll sideways.
 */
export function VirtualGrid<T extends { _id: string }>({
  rows,
  columns,
  rowHeight,
  headerHeight = 52,
  height,
  label,
  selection,
}: {
  rows: T[];
  columns: GridColumn<T>[];
  rowHeight: number;
  headerHeight?: number;
  height: string;
  label: string;
  selection?: Selection;
}) {
  const scrollRef = useRef<HTMLDivElement>(null);
  // eslint-disable-next-line react-hooks/incompatible-library -- the virtualizer is meant to be used this way
  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => rowHeight,
    overscan: 8,
    getItemKey: (i) => rows[i]?._id ?? i,
  });

  const all = selection ? [{ key: '__select', width: SELECT_WIDTH, sticky: true }, ...columns] : columns;
  const lefts: number[] = [];
  let acc = 0;
  for (const c of all) {
    lefts.push(acc);
    acc += c.width;
  }
  const totalWidth = acc;

  const cellStyle = (i: number, header: boolean): CSSProperties => {
    const c = all[i] ?? { key: '', width: 0, sticky: false };
    const col = columns[selection ? i - 1 : i];
    return {
      width: c.width,
      minWidth: c.width,
      padding: '4px 8px',
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
      ...(c.sticky
        ? {
            position: 'sticky',
            left: lefts[i],
            zIndex: header ? 3 : 1,
            background: header ? 'var(--mantine-color-gray-0)' : 'var(--mantine-color-body)',
          }
        : {}),
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
      style={{ height, overflow: 'auto', position: 'relative', border, borderRadius: 8 }}
    >
      <div
        role="row"
        style={{
          display: 'flex',
          width: totalWidth,
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
      <div style={{ height: virtualizer.getTotalSize(), width: totalWidth, position: 'relative' }}>
        {virtualizer.getVirtualItems().map((v) => {
          const row = rows[v.index];
          if (!row) return null;
          const checked = selection?.selected.has(row._id) ?? false;
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
                width: totalWidth,
                height: rowHeight,
                transform: `translateY(${v.start}px)`,
                background: checked ? 'var(--mantine-color-blue-0)' : undefined,
              }}
            >
              {all.map((c, i) => (
                <div
                  key={c.key}
                  role="cell"
                  style={{
                    ...cellStyle(i, false),
                    ...(checked && c.sticky ? { background: 'var(--mantine-color-blue-0)' } : {}),
                  }}
                >
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
    </Box>
  );
}

/**
 * The mobile layout: one card per service, virtualized against the page's own scroll (no scroll
 * box inside the page on a phone); cards measure themselves.
 */
export function VirtualCards<T extends { _id: string }>({
  rows,
  estimate,
  label,
  render,
}: {
  rows: T[];
  estimate: number;
  label: string;
  render: (row: T) => ReactNode;
}) {
  const listRef = useRef<HTMLDivElement>(null);
  const [offset, setOffset] = useState(0);
  useLayoutEffect(() => {
    const el = listRef.current;
    if (el) setOffset(el.getBoundingClientRect().top + window.scrollY);
  }, []);
  const virtualizer = useWindowVirtualizer({
    count: rows.length,
    estimateSize: () => estimate,
    overscan: 4,
    gap: 10,
    scrollMargin: offset,
    getItemKey: (i) => rows[i]?._id ?? i,
  });
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
                transform: `translateY(${v.start - offset}px)`,
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
