import { Button, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import type { Agreement } from '@oc/contract';
import { useIntl } from 'react-intl';
import { QueryState } from '../../../components/states/QueryState';
import { CardFields } from '../../../components/CardFields';
import { EmptyState } from '../../../components/states/States';
import { errorMessage } from '../../../lib/api/errors';
import { isMobile } from '../../../lib/device';
import { formatSignedDate } from '../../../lib/format';
import { showToast } from '../../../lib/toast';
import { useAgreements } from '../api/get-agreements';
import { ACCOUNT_LABELS } from '../lib/messages';
import { openBlankTab, useOpenSignedAgreement } from '../api/open-signed-agreement';

/** Agreements (part 2 §2; OPERATOR and MG only): name, signed date (DD-MMM-YY) and a download. */
export function AgreementsSection() {
  const intl = useIntl();
  const agreements = useAgreements();
  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }} data-testid="agreements">
      <Stack gap="sm">
        <Title order={3} fz="md">
          {intl.formatMessage(ACCOUNT_LABELS.agreements)}
        </Title>
        <QueryState
          query={agreements}
          what={intl.formatMessage({ id: 'account.agreements.what', defaultMessage: 'your agreements' })}
        >
          {(rows) =>
            rows.length === 0 ? (
              <EmptyState
                message={intl.formatMessage({
                  id: 'account.agreements.empty',
                  defaultMessage: 'No signed agreements yet.',
                })}
              />
            ) : isMobile ? (
              <AgreementCards rows={rows} />
            ) : (
              <AgreementTable rows={rows} />
            )
          }
        </QueryState>
      </Stack>
    </Paper>
  );
}

function DownloadButton({ agreement, fullWidth }: { agreement: Agreement; fullWidth?: boolean }) {
  const intl = useIntl();
  const open = useOpenSignedAgreement();
  const busy = open.isPending && open.variables.id === agreement._id;
  return (
    <Button
      size="xs"
      variant="light"
      leftSection={<IconDownload size={14} aria-hidden />}
      loading={busy}
      fullWidth={fullWidth}
      aria-label={intl.formatMessage(
        { id: 'account.agreements.downloadOne', defaultMessage: 'Download {name}' },
        { name: agreement.name },
      )}
      onClick={() =>
        open.mutate(
          { id: agreement._id, tab: openBlankTab() },
          {
            onError: (err) =>
              showToast({
                kind: 'error',
                title: intl.formatMessage({
                  id: 'account.agreements.downloadFailed',
                  defaultMessage: 'Download failed',
                }),
                message: errorMessage(err),
                id: 'agreement',
              }),
          },
        )
      }
    >
      {intl.formatMessage(ACCOUNT_LABELS.download)}
    </Button>
  );
}

function AgreementTable({ rows }: { rows: Agreement[] }) {
  const intl = useIntl();
  return (
    <Table.ScrollContainer minWidth={480}>
      <Table striped verticalSpacing="xs" aria-label={intl.formatMessage(ACCOUNT_LABELS.agreements)}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{intl.formatMessage(ACCOUNT_LABELS.name)}</Table.Th>
            <Table.Th>{intl.formatMessage(ACCOUNT_LABELS.signedOn)}</Table.Th>
            <Table.Th w={140} aria-label={intl.formatMessage(ACCOUNT_LABELS.download)} />
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((a) => (
            <Table.Tr key={a._id}>
              <Table.Td fw={500}>{a.name}</Table.Td>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>
                {formatSignedDate(a.operatorEsignDetails.signedOn)}
              </Table.Td>
              <Table.Td>
                <DownloadButton agreement={a} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

function AgreementCards({ rows }: { rows: Agreement[] }) {
  const intl = useIntl();
  return (
    <Stack gap="xs" role="list" aria-label={intl.formatMessage(ACCOUNT_LABELS.agreements)}>
      {rows.map((a) => (
        <Paper key={a._id} withBorder radius="md" p="sm" role="listitem">
          <Stack gap={6}>
            <CardFields
              fields={[
                {
                  label: intl.formatMessage(ACCOUNT_LABELS.name),
                  value: (
                    <Text span size="sm" fw={600}>
                      {a.name}
                    </Text>
                  ),
                },
                {
                  label: intl.formatMessage(ACCOUNT_LABELS.signedOn),
                  value: formatSignedDate(a.operatorEsignDetails.signedOn),
                },
              ]}
            />
            <DownloadButton agreement={a} fullWidth />
          </Stack>
        </Paper>
      ))}
    </Stack>
  );
}
