import { fireEvent, screen } from '@testing-library/react';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { renderUi } from '../../../test/render';
import { VirtualGrid, type GridColumn } from './VirtualGrid';

interface Row {
  _id: string;
  name: string;
}
const rows: Row[] = [
  { _id: 'a', name: 'Pune – Goa' },
  { _id: 'b', name: 'Pune – Nagpur' },
];
const columns: GridColumn<Row>[] = [
  { key: 'name', header: 'Service', width: 200, render: (r) => r.name },
  { key: 'edit', header: 'Action', width: 100, render: (r) => <button type="button">Edit {r.name}</button> },
];

// jsdom lays nothing out: the scroll box is given a size so the virtualizer draws the rows.
const SIZES = ['clientHeight', 'clientWidth'] as const;
const originals = SIZES.map((name) => Object.getOwnPropertyDescriptor(Element.prototype, name));
beforeAll(() => {
  for (const name of SIZES)
    Object.defineProperty(Element.prototype, name, { configurable: true, get: () => 400 });
});
afterAll(() => {
  SIZES.forEach((name, i) => {
    const original = originals[i];
    if (original) Object.defineProperty(Element.prototype, name, original);
  });
});

/** The element at `i`, or the test fails. */
function at<T>(list: T[], i: number): T {
  const item = list[i];
  if (item === undefined) throw new Error(`nothing at ${i}`);
  return item;
}

/** The focused element, or the test fails. */
function focused(): HTMLElement {
  const el = document.activeElement;
  if (!(el instanceof HTMLElement)) throw new Error('nothing focused');
  return el;
}

describe('VirtualGrid (ARIA grid pattern)', () => {
  it('exposes a grid with counted rows and cells, one tab stop, and moves by the arrows', () => {
    renderUi(<VirtualGrid rows={rows} columns={columns} rowHeight={40} maxHeight="400px" label="Services" />);
    const grid = screen.getByRole('grid', { name: 'Services' });
    expect(grid.getAttribute('aria-rowcount')).toBe('3');
    expect(grid.getAttribute('aria-colcount')).toBe('2');
    const headers = screen.getAllByRole('columnheader');
    expect(headers.map((h) => h.getAttribute('aria-colindex'))).toEqual(['1', '2']);
    // One tab stop: the first header until the person moves.
    expect(grid.querySelectorAll('[tabindex="0"]')).toHaveLength(rows.length === 0 ? 0 : 1);
    at(headers, 0).focus();
    fireEvent.keyDown(at(headers, 0), { key: 'ArrowDown' });
    const first = at(screen.getAllByRole('gridcell'), 0);
    expect(document.activeElement).toBe(first);
    expect(first.textContent).toBe('Pune – Goa');
    fireEvent.keyDown(first, { key: 'ArrowRight' });
    const action = document.activeElement as HTMLElement;
    expect(action.getAttribute('role')).toBe('gridcell');
    expect(action.getAttribute('aria-colindex')).toBe('2');
    // Enter goes into the cell's control, Escape comes back.
    fireEvent.keyDown(action, { key: 'Enter' });
    expect(document.activeElement?.textContent).toBe('Edit Pune – Goa');
    fireEvent.keyDown(focused(), { key: 'Escape' });
    expect(document.activeElement).toBe(action);
    fireEvent.keyDown(action, { key: 'End', ctrlKey: true });
    expect((document.activeElement as HTMLElement).dataset.cell).toBe('1:1');
    fireEvent.keyDown(focused(), { key: 'Home', ctrlKey: true });
    expect(document.activeElement).toBe(headers[0]);
  });
});
