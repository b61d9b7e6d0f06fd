import { Box, Checkbox } from '@mantine/core';
import { useVirtualizer, useWindowVirtualizer } from '@tanstack/react-virtual';
import {
  useCallback,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  type CSSProperties,
  type KeyboardEvent,
  type ReactNode,
  type RefObject,
} from 'react';
import { useIntl } from 'react-intl';

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
const border = '1px solid var(--mantine-color-default-border)';
/** Rows moved by PageUp / PageDown. */
const PAGE_ROWS = 10;
/** The cell a key moves to, or null for a key the grid does not handle. */
function moveOf(
  e: KeyboardEvent,
  at: { row: number; col: number },
  last: { row: number; col: number },
): { row: number; col: number } | null {
  const ctrl = e.ctrlKey || e.metaKey;
  switch (e.key) {
    case 'ArrowUp':
      return { row: Math.max(-1, at.row - 1), col: at.col };
    case 'ArrowDown':
      return { row: Math.min(last.row, at.row + 1), col: at.col };
    case 'ArrowLeft':
      return { row: at.row, col: Math.max(0, at.col - 1) };
    case 'ArrowRight':
      return { row: at.row, col: Math.min(last.col, at.col + 1) };
    case 'Home':
      return ctrl ? { row: -1, col: 0 } : { row: at.row, col: 0 };
    case 'End':
      return ctrl ? { row: last.row, col: last.col } : { row: at.row, col: last.col };
    case 'PageUp':
      return { row: Math.max(-1, at.row - PAGE_ROWS), col: at.col };
    case 'PageDown':
      return { row: Math.min(last.row, at.row + PAGE_ROWS), col: at.col };
    default:
      return null;
  }
}

/** The first control inside a cell (a link, a button, a switch, a field). */
const CONTROL = 'a[href], button:not([disabled]), input:not([disabled]), select, textarea, [tabindex]';
/** The controls inside the cells: out of the Tab order (the grid is one tab stop), reached with Enter. */
const INNER_CONTROLS = `[data-cell] :is(${CONTROL})`;
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
 * A grid of services whose rows are virtualized (@tanstack/react-virtual): only the rows in view
 * (plus a few) are in the DOM, so 500 services × 14 dates stay smooth. The box is as tall as its
 * rows, up to `maxHeight` (then the rows scroll inside it). The header sticks to the top, 'left'
 * columns to the left edge and the 'right' column (the row's action) to the right edge, so the
 * action never scrolls out of view; the dates scroll sideways between them, with a shadow on the
 * side where more columns are hidden (`data-more-left` / `data-more-right` on the table).
 *
 * Screen readers and keyboards get the ARIA grid pattern (docs/ui.md "Accessibility"): `grid`,
 * `row`, `columnheader` and `gridcell` with their row and column numbers and counts (the rows not
 * drawn are counted), one tab stop (the last cell visited, else the first header), and the arrows,
 * Home / End (Ctrl: first / last cell) and PageUp / PageDown to move between cells — the grid
 * scrolls the row into view and draws it first. Enter (or F2) goes into the cell's control;
 * Escape comes back to the cell.
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
  const intl = useIntl();
  const scrollRef = useRef<HTMLDivElement>(null);
  const { edges, update } = useScrollEdges(scrollRef);
  /** The grid's one tab stop: row -1 is the header. */
  const [active, setActive] = useState({ row: -1, col: 0 });
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
            background: background ?? (header ? 'var(--oc-muted-bg)' : 'var(--mantine-color-body)'),
          }
        : {}),
      ...(i === lastLeft && edges.left ? { boxShadow: SHADOW_LEFT, borderRight: border } : {}),
      ...(i === firstRight && edges.right ? { boxShadow: SHADOW_RIGHT, borderLeft: border } : {}),
    };
  };

  const cellOf = (row: number, col: number) =>
    scrollRef.current?.querySelector<HTMLElement>(`[data-cell="${row}:${col}"]`) ?? null;
  const focusCell = (row: number, col: number) => {
    setActive({ row, col });
    const now = cellOf(row, col);
    if (now) {
      now.focus();
      if (row >= 0) virtualizer.scrollToIndex(row, { align: 'auto' });
      return;
    }
    // Not drawn (scrolled away): scroll it into view, then focus it once it is drawn.
    virtualizer.scrollToIndex(row, { align: 'auto' });
    requestAnimationFrame(() => requestAnimationFrame(() => cellOf(row, col)?.focus()));
  };
  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    const target = e.target as HTMLElement;
    const cell = target.closest<HTMLElement>('[data-cell]');
    if (!cell) return;
    const [row = -1, col = 0] = (cell.dataset.cell ?? '').split(':').map(Number);
    if (target !== cell) {
      // Inside a cell's control the keys are the control's; Escape comes back to the cell.
      if (e.key === 'Escape') {
        e.preventDefault();
        focusCell(row, col);
      }
      return;
    }
    if (e.key === 'Enter' || e.key === 'F2') {
      const control = cell.querySelector<HTMLElement>(CONTROL);
      if (control) {
        e.preventDefault();
        control.focus();
      }
      return;
    }
    const next = moveOf(e, { row, col }, { row: rows.length - 1, col: all.length - 1 });
    if (!next) return;
    e.preventDefault();
    focusCell(next.row, next.col);
  };
  // After each render (rows drawn as they scroll in): the cells' controls leave the Tab order.
  useLayoutEffect(() => {
    scrollRef.current?.querySelectorAll<HTMLElement>(INNER_CONTROLS).forEach((el) => {
      if (el.tabIndex !== -1) el.tabIndex = -1;
    });
  });
  const drawn = virtualizer.getVirtualItems();
  // The tab stop: the active cell while it is drawn, else the header cell of its column.
  const activeDrawn = active.row === -1 || drawn.some((v) => v.index === active.row);
  const isTabStop = (row: number, col: number) =>
    activeDrawn ? row === active.row && col === active.col : row === -1 && col === active.col;

  const allSelected = selection !== undefined && rows.length > 0 && selection.selected.size === rows.length;
  const someSelected = selection !== undefined && selection.selected.size > 0 && !allSelected;

  return (
    <Box
      ref={scrollRef}
      role="grid"
      aria-label={label}
      aria-rowcount={rows.length + 1}
      aria-colcount={all.length}
      {...(selection ? { 'aria-multiselectable': true } : {})}
      onKeyDown={onKeyDown}
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
          aria-rowindex={1}
          style={{
            display: 'flex',
            width: '100%',
            height: headerHeight,
            position: 'sticky',
            top: 0,
            zIndex: 2,
            background: 'var(--oc-muted-bg)',
            fontWeight: 600,
          }}
        >
          {all.map((c, i) => (
            <div
              key={c.key}
              role="columnheader"
              aria-colindex={i + 1}
              data-cell={`-1:${i}`}
              tabIndex={isTabStop(-1, i) ? 0 : -1}
              onFocus={(e) => {
                if (e.target === e.currentTarget) setActive({ row: -1, col: i });
              }}
              style={cellStyle(i, true)}
            >
              {c.key === '__select' && selection ? (
                <Checkbox
                  aria-label={intl.formatMessage({
                    id: 'common.virtualGrid.selectAll',
                    defaultMessage: 'Select all services',
                  })}
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
          {drawn.map((v) => {
            const row = rows[v.index];
            if (!row) return null;
            const checked = selection?.selected.has(row._id) ?? false;
            const background = checked ? 'var(--oc-selected-bg)' : undefined;
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
                  <div
                    key={c.key}
                    role="gridcell"
                    aria-colindex={i + 1}
                    data-cell={`${v.index}:${i}`}
                    tabIndex={isTabStop(v.index, i) ? 0 : -1}
                    onFocus={(e) => {
                      if (e.target === e.currentTarget) setActive({ row: v.index, col: i });
                    }}
                    style={cellStyle(i, false, background)}
                  >
                    {c.key === '__select' && selection ? (
                      <Checkbox
                        aria-label={intl.formatMessage(
                          { id: 'common.virtualGrid.selectOne', defaultMessage: 'Select service {number}' },
                          { number: v.index + 1 },
                        )}
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
