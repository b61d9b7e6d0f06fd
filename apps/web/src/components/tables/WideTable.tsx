import { useEffect, useRef, type ReactNode } from 'react';
import classes from './WideTable.module.css';

/**
 * A desktop table that may be wider than its box (docs/ui.md, Tables and grids): it scrolls sideways
 * inside its own box (never the page), and with `pinFirst` / `pinLast` its first column (what the
 * row is: the week, the service) and its last (the row's action: Download, View) stay in view while
 * the columns between them scroll, with a shadow on the side where more columns hide
 * (`data-more-left` / `data-more-right`). Wrap a Mantine `Table` in it in place of
 * `Table.ScrollContainer`.
 */
export function WideTable({
  minWidth,
  pinFirst = false,
  pinLast = false,
  children,
}: {
  /** Below this width the table scrolls sideways rather than squeezing its columns. */
  minWidth: number;
  pinFirst?: boolean;
  pinLast?: boolean;
  children: ReactNode;
}) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    const update = () => {
      el.toggleAttribute('data-more-left', el.scrollLeft > 1);
      el.toggleAttribute('data-more-right', el.scrollLeft + el.clientWidth < el.scrollWidth - 1);
    };
    update();
    el.addEventListener('scroll', update, { passive: true });
    const observer = new ResizeObserver(update);
    observer.observe(el);
    if (el.firstElementChild) observer.observe(el.firstElementChild);
    return () => {
      el.removeEventListener('scroll', update);
      observer.disconnect();
    };
  }, []);
  return (
    <div
      ref={ref}
      className={classes.scroller}
      data-wide-table
      data-pin-first={pinFirst || undefined}
      data-pin-last={pinLast || undefined}
    >
      <div className={classes.inner} style={{ minWidth }}>
        {children}
      </div>
    </div>
  );
}
