import { Button, Table } from '@mantine/core';
import { amountApproved, type Reimbursement } from '@oc/contract';
import { FormattedMessage, useIntl } from 'react-intl';
import type { ExportColumn } from '../../../components/tables/TableExport';
import { formatInr } from '../../../lib/format';
import {
  STATUS_TEXT,
  amountApprovedText,
  approvedOnText,
  dateRangeText,
  shortDateOfMs,
} from '../lib/display';
import { ReimbursementStatusCell } from './ReimbursementStatus';

/**
 * The claims table's columns as a file holds them (components/tables/TableExport): the same
 * headings but View File (a button); the status with a rejection's reason; 'NA' amounts empty.
 */
export function useReimbursementExportColumns(): ExportColumn<Reimbursement>[] {
  const intl = useIntl();
  return [
    {
      label: intl.formatMessage({ id: 'reimbursements.table.busRc', defaultMessage: 'BUS RC' }),
      value: (r) => r.rc,
    },
    {
      label: intl.formatMessage({ id: 'reimbursements.table.dateRange', defaultMessage: 'Date Range' }),
      value: dateRangeText,
    },
    {
      label: intl.formatMessage({ id: 'reimbursements.amountSubmitted', defaultMessage: 'Amount Submitted' }),
      kind: 'money',
      value: (r) => r.amount,
    },
    {
      label: intl.formatMessage({ id: 'reimbursements.amountApproved', defaultMessage: 'Amount Approved' }),
      kind: 'money',
      value: (r) => {
        const v = amountApproved(r);
        return v === 'NA' ? null : v;
      },
    },
    {
      label: intl.formatMessage({ id: 'reimbursements.table.status', defaultMessage: 'Status' }),
      value: (r) =>
        r.financeStatus === 'REJECTED' && r.decisionReason
          ? `${intl.formatMessage(STATUS_TEXT[r.financeStatus])}: ${r.decisionReason}`
          : intl.formatMessage(STATUS_TEXT[r.financeStatus]),
    },
    {
      label: intl.formatMessage({ id: 'reimbursements.submittedOn', defaultMessage: 'Submitted On' }),
      value: (r) => shortDateOfMs(r.createdOn),
    },
    {
      label: intl.formatMessage({ id: 'reimbursements.approvedOn', defaultMessage: 'Approved On' }),
      value: approvedOnText,
    },
  ];
}

/**
 * The claims table of part 2 §2: BUS RC, Date Range, Amount Submitted, Amount Approved, View File
 * ('View' only when the claim has a file), Status (with a rejection's reason under it), Submitted On,
 * Approved On; dates DD/MM/YY.
 */
export function ReimbursementsTable({
  rows,
  onView,
}: {
  rows: readonly Reimbursement[];
  onView: (r: Reimbursement) => void;
}) {
  const intl = useIntl();
  return (
    <Table.ScrollContainer minWidth={900}>
      <Table
        striped
        verticalSpacing="xs"
        aria-label={intl.formatMessage({ id: 'reimbursements.title', defaultMessage: 'Reimbursements' })}
        data-testid="reimbursements-table"
      >
        <Table.Thead>
          <Table.Tr>
            <Table.Th>
              <FormattedMessage id="reimbursements.table.busRc" defaultMessage="BUS RC" />
            </Table.Th>
            <Table.Th>
              <FormattedMessage id="reimbursements.table.dateRange" defaultMessage="Date Range" />
            </Table.Th>
            <Table.Th ta="right">
              <FormattedMessage id="reimbursements.amountSubmitted" defaultMessage="Amount Submitted" />
            </Table.Th>
            <Table.Th ta="right">
              <FormattedMessage id="reimbursements.amountApproved" defaultMessage="Amount Approved" />
            </Table.Th>
            <Table.Th>
              <FormattedMessage id="reimbursements.table.viewFile" defaultMessage="View File" />
            </Table.Th>
            <Table.Th miw={110}>
              <FormattedMessage id="reimbursements.table.status" defaultMessage="Status" />
            </Table.Th>
            <Table.Th style={{ whiteSpace: 'nowrap' }}>
              <FormattedMessage id="reimbursements.submittedOn" defaultMessage="Submitted On" />
            </Table.Th>
            <Table.Th style={{ whiteSpace: 'nowrap' }}>
              <FormattedMessage id="reimbursements.approvedOn" defaultMessage="Approved On" />
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((r) => (
            <Table.Tr key={r._id} data-testid="reimbursement-row">
              <Table.Td fw={600} ff="monospace">
                {r.rc}
              </Table.Td>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>{dateRangeText(r)}</Table.Td>
              <Table.Td ta="right">{formatInr(r.amount)}</Table.Td>
              <Table.Td ta="right">{amountApprovedText(r)}</Table.Td>
              <Table.Td>
                {r.fileUrl ? (
                  <Button
                    size="compact-sm"
                    variant="light"
                    onClick={() => onView(r)}
                    aria-label={intl.formatMessage(
                      { id: 'reimbursements.table.viewProof', defaultMessage: 'View proof of {rc}, {range}' },
                      { rc: r.rc, range: dateRangeText(r) },
                    )}
                  >
                    <FormattedMessage id="reimbursements.view" defaultMessage="View" />
                  </Button>
                ) : null}
              </Table.Td>
              <Table.Td>
                <ReimbursementStatusCell claim={r} />
              </Table.Td>
              <Table.Td>{shortDateOfMs(r.createdOn)}</Table.Td>
              <Table.Td>{approvedOnText(r)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
