import type { Reimbursement } from '@oc/contract';
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderUi } from '../../../../test/render';
import { ReimbursementCards } from './ReimbursementCards';
import { ReimbursementsTable } from './ReimbursementsTable';

const base: Reimbursement = {
  _id: 'c1',
  rc: 'KA01AB1234',
  startDate: Date.UTC(2026, 10, 1) - 330 * 60_000,
  endDate: Date.UTC(2026, 10, 15) - 330 * 60_000,
  amount: 4500,
  financeStatus: 'PENDING',
  supplyStatus: 'PENDING',
  financeApprovedAmount: null,
  approvedOnDate: null,
  createdOn: Date.UTC(2026, 10, 20),
  fileId: null,
  fileUrl: null,
  fileName: null,
  decisionReason: null,
};
const rows: Reimbursement[] = [
  { ...base, _id: 'rejected', financeStatus: 'REJECTED', decisionReason: 'The receipts are for another bus' },
  { ...base, _id: 'pending' },
];

describe("a rejected claim's reason", () => {
  it.each([
    ['table', ReimbursementsTable],
    ['cards', ReimbursementCards],
  ])('shows under its status in the %s, and only for the rejected claim', (_, List) => {
    renderUi(<List rows={rows} onView={vi.fn()} />);
    const [rejected, pending] = screen.getAllByTestId('reimbursement-row') as [HTMLElement, HTMLElement];
    expect(within(rejected).getByTestId('reimbursement-reason').textContent).toBe(
      'Reason: The receipts are for another bus',
    );
    expect(within(rejected).getByTestId('reimbursement-status').textContent).toBe('Rejected');
    expect(within(pending).queryByTestId('reimbursement-reason')).toBeNull();
  });
});
