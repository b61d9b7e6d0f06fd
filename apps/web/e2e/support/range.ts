import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';

/** Today in IST as the date picker names its day button ("28 November 2026"). */
export function istTodayButtonName(): string {
  return new Date(Date.now() + 330 * 60_000).toLocaleString('en-GB', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });
}

/**
 * Opens a date-range filter and picks its start only (today): the range note must say what is
 * missing and which range the list still shows. Answers the range shown before and the note.
 */
export async function pickRangeStartOnly(
  page: Page,
  field: Locator,
): Promise<{ before: string; note: Locator }> {
  const before = (await field.textContent()) ?? '';
  expect(before).toMatch(/^\d{2}\/\d{2}\/\d{4} – \d{2}\/\d{2}\/\d{4}$/);
  await field.click();
  await page.getByRole('button', { name: istTodayButtonName(), exact: true }).click();
  const note = page.getByTestId('range-note');
  await note.waitFor();
  expect(await note.textContent()).toBe(
    `Pick the end date to apply the range. The list shows ${before} until then.`,
  );
  return { before, note };
}

/**
 * Closes the range picker until the half-picked range is gone (the note detached): Escape, and a
 * click on the field while the dropdown is still open (a click on a day can leave the focus outside
 * the dropdown, where Escape does not reach it); a picker already closed is opened again first.
 */
export async function closeRangePicker(page: Page, field: Locator, note: Locator): Promise<void> {
  const dropdown = page.locator('[data-dates-dropdown]');
  await expect
    .poll(async () => {
      if (!(await note.isVisible())) return false;
      if (!(await dropdown.isVisible())) await field.click();
      else {
        await page.keyboard.press('Escape');
        if (await dropdown.isVisible()) await field.click();
      }
      return note.isVisible();
    })
    .toBe(false);
}
