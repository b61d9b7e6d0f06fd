import { Paper, Stack, Table, Text } from '@mantine/core';
import type { KycQueueItem } from '@oc/contract';
import { defineMessages } from '@oc/i18n';
import { useIntl } from 'react-intl';
import { CardFields } from '../../../../components/CardFields';
import { formatCount, formatDateTime } from '../../../../lib/format';
import { KYC_DOCUMENT_LABELS } from '../../../../lib/labels';
import { KycReviewActions, kycReviewKey } from './KycReviewActions';

/** The columns, word for word the cards' labels (docs/ui.md "Tables and grids"). */
const COLUMNS = defineMessages({
  operator: { id: 'admin.queues.operator', defaultMessage: 'Operator' },
  mobile: { id: 'admin.queues.mobile', defaultMessage: 'Mobile' },
  document: { id: 'admin.queues.kyc.document', defaultMessage: 'Document' },
  nameOnDocument: { id: 'admin.queues.kyc.nameOnDocument', defaultMessage: 'Name on document' },
  nameOnAccount: { id: 'admin.queues.kyc.nameOnAccount', defaultMessage: 'Name on account' },
  provider: { id: 'admin.queues.kyc.provider', defaultMessage: 'Provider' },
  tries: { id: 'admin.queues.kyc.tries', defaultMessage: 'Tries' },
  lastTried: { id: 'admin.queues.kyc.lastTried', defaultMessage: 'Last tried' },
  actions: { id: 'admin.queues.kyc.decision', defaultMessage: 'Decision' },
});

const LIST = { id: 'admin.queues.kyc.list', defaultMessage: 'KYC reviews' };

interface ListProps {
  rows: KycQueueItem[];
  onDismiss: (item: KycQueueItem) => void;
}

/**
 * Desktop: one row per document that needs a person (the operator's account, user and mobile in
 * its first cell), its decision at the row's end.
 */
export function KycReviewTable({ rows, onDismiss }: ListProps) {
  const intl = useIntl();
  return (
    <Table.ScrollContainer minWidth={920}>
      <Table striped highlightOnHover verticalSpacing="sm" aria-label={intl.formatMessage(LIST)}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{intl.formatMessage(COLUMNS.operator)}</Table.Th>
            <Table.Th>{intl.formatMessage(COLUMNS.document)}</Table.Th>
            <Table.Th>{intl.formatMessage(COLUMNS.nameOnDocument)}</Table.Th>
            <Table.Th>{intl.formatMessage(COLUMNS.nameOnAccount)}</Table.Th>
            <Table.Th>{intl.formatMessage(COLUMNS.provider)}</Table.Th>
            <Table.Th ta="right">{intl.formatMessage(COLUMNS.tries)}</Table.Th>
            <Table.Th>{intl.formatMessage(COLUMNS.lastTried)}</Table.Th>
            <Table.Th ta="right">{intl.formatMessage(COLUMNS.actions)}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((k) => (
            <Table.Tr key={kycReviewKey(k)} data-testid="kyc-item" style={{ verticalAlign: 'top' }}>
              <Table.Td miw={150}>
                <Text size="sm" fw={600}>
                  {k.accountName}
                </Text>
                <Text size="xs" c="dimmed">
                  {k.userName}, {k.mobileNo}
                </Text>
              </Table.Td>
              <Table.Td>{intl.formatMessage(KYC_DOCUMENT_LABELS[k.document])}</Table.Td>
              <Table.Td
                maw={200}
                fw={600}
                style={{ overflowWrap: 'anywhere' }}
                data-testid="kyc-name-on-document"
              >
                {k.nameOnDocument}
              </Table.Td>
              <Table.Td maw={200} style={{ overflowWrap: 'anywhere' }} data-testid="kyc-name-on-account">
                {k.nameOnAccount}
              </Table.Td>
              <Table.Td>{k.provider}</Table.Td>
              <Table.Td ta="right">{formatCount(k.tries)}</Table.Td>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDateTime(k.lastTriedAt)}</Table.Td>
              <Table.Td ta="right">
                <KycReviewActions item={k} onDismiss={onDismiss} stacked />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

/** Phone: one card per document, the two names one under the other, the decision at its foot. */
export function KycReviewCards({ rows, onDismiss }: ListProps) {
  const intl = useIntl();
  return (
    <Stack gap="sm" role="list" aria-label={intl.formatMessage(LIST)}>
      {rows.map((k) => (
        <Paper key={kycReviewKey(k)} withBorder radius="md" p="sm" role="listitem" data-testid="kyc-item">
          <Stack gap={8}>
            <Stack gap={0} miw={0}>
              <Text size="sm" fw={600} lineClamp={2}>
                {k.accountName}
              </Text>
              <Text size="xs" c="dimmed">
                {k.userName}
              </Text>
            </Stack>
            <CardFields
              fields={[
                { label: intl.formatMessage(COLUMNS.mobile), value: k.mobileNo },
                {
                  label: intl.formatMessage(COLUMNS.document),
                  value: intl.formatMessage(KYC_DOCUMENT_LABELS[k.document]),
                },
                {
                  label: intl.formatMessage(COLUMNS.nameOnDocument),
                  value: <b>{k.nameOnDocument}</b>,
                  valueProps: { 'data-testid': 'kyc-name-on-document' },
                },
                {
                  label: intl.formatMessage(COLUMNS.nameOnAccount),
                  value: k.nameOnAccount,
                  valueProps: { 'data-testid': 'kyc-name-on-account' },
                },
                { label: intl.formatMessage(COLUMNS.provider), value: k.provider },
                { label: intl.formatMessage(COLUMNS.tries), value: formatCount(k.tries) },
                { label: intl.formatMessage(COLUMNS.lastTried), value: formatDateTime(k.lastTriedAt) },
              ]}
            />
            <KycReviewActions item={k} onDismiss={onDismiss} stacked fullWidth />
          </Stack>
        </Paper>
      ))}
    </Stack>
  );
}
