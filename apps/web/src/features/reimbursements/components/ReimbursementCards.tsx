import { Button, Group, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import type { Reimbursement } from '@oc/contract';
import { FormattedMessage, useIntl } from 'react-intl';
import { formatInr } from '../../../lib/format';
import { amountApprovedText, approvedOnText, dateRangeText, shortDateOfMs } from '../lib/display';
import { ReimbursementStatus, RejectionReason } from './ReimbursementStatus';

function Field({ label, value }: { label: string; value: string }) {
  return (
    <Stack gap={0} miw={0}>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text size="sm" fw={500}>
        {value}
      </Text>
    </Stack>
  );
}

/**
 * The same claims as cards on a phone (docs/ui.md "Tables and grids"): every column of the table,
 * a rejection's reason under the head.
 */
export function ReimbursementCards({
  rows,
  onView,
}: {
  rows: readonly Reimbursement[];
  onView: (r: Reimbursement) => void;
}) {
  const intl = useIntl();
  return (
    <Stack gap="sm" data-testid="reimbursement-cards">
      {rows.map((r) => (
        <Paper key={r._id} withBorder radius="md" p="sm" data-testid="reimbursement-row">
          <Stack gap="xs">
            <Group justify="space-between" wrap="nowrap" gap="xs">
              <Text fw={700} ff="monospace">
                {r.rc}
              </Text>
              <ReimbursementStatus status={r.financeStatus} />
            </Group>
            <RejectionReason claim={r} />
            <Text size="sm">{dateRangeText(r)}</Text>
            <SimpleGrid cols={2} spacing="xs" verticalSpacing={6}>
              <Field
                label={intl.formatMessage({
                  id: 'reimbursements.amountSubmitted',
                  defaultMessage: 'Amount Submitted',
                })}
                value={formatInr(r.amount)}
              />
              <Field
                label={intl.formatMessage({
                  id: 'reimbursements.amountApproved',
                  defaultMessage: 'Amount Approved',
                })}
                value={amountApprovedText(r)}
              />
              <Field
                label={intl.formatMessage({
                  id: 'reimbursements.submittedOn',
                  defaultMessage: 'Submitted On',
                })}
                value={shortDateOfMs(r.createdOn)}
              />
              <Field
                label={intl.formatMessage({ id: 'reimbursements.approvedOn', defaultMessage: 'Approved On' })}
                value={approvedOnText(r)}
              />
            </SimpleGrid>
            {r.fileUrl ? (
              <Button variant="light" size="sm" fullWidth onClick={() => onView(r)}>
                <FormattedMessage id="reimbursements.view" defaultMessage="View" />
              </Button>
            ) : null}
          </Stack>
        </Paper>
      ))}
    </Stack>
  );
}
