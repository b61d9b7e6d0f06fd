import { Button, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import type { Agreement } from '@oc/contract';
import { QueryState } from '../../../components/states/QueryState';
import { CardFields } from '../../../components/CardFields';
import { EmptyState } from '../../../components/states/States';
import { errorMessage } from '../../../lib/api/errors';
import { isMobile } from '../../../lib/device';
import { formatSignedDate } from '../../../lib/format';
import { showToast } from '../../../lib/toast';
import { useAgreements } from '../api/get-agreements';
import { openBlankTab, useOpenSignedAgreement } from '../api/open-signed-agreement';

/** Agreements (part 2 §2; OPERATOR and MG only): name, signed date (DD-MMM-YY) and a download. */
export function AgreementsSection() {
  const agreements = useAgreements();
  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }} data-testid="agreements">
      <Stack gap="sm">
        <Title order={3} fz="md">
          Agreements
        </Title>
        <QueryState query={agreements} what="your agreements">
          {(rows) =>
            rows.length === 0 ? (
              <EmptyState message="No signed agreements yet." />
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
  const open = useOpenSignedAgreement();
  const busy = open.isPending && open.variables.id === agreement._id;
  return (
    <Button
      size="xs"
      variant="light"
      leftSection={<IconDownload size={14} aria-hidden />}
      loading={busy}
      fullWidth={fullWidth}
      aria-label={`Download ${agreement.name}`}
      onClick={() =>
        open.mutate(
          { id: agreement._id, tab: openBlankTab() },
          {
            onError: (err) =>
              showToast({
                kind: 'error',
                title: 'Download failed',
                message: errorMessage(err),
                id: 'agreement',
              }),
          },
        )
      }
    >
      Download
    </Button>
  );
}

function AgreementTable({ rows }: { rows: Agreement[] }) {
  return (
    <Table.ScrollContainer minWidth={480}>
      <Table striped verticalSpacing="xs" aria-label="Agreements">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Name</Table.Th>
            <Table.Th>Signed On</Table.Th>
            <Table.Th w={140} aria-label="Download" />
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
  return (
    <Stack gap="xs" role="list" aria-label="Agreements">
      {rows.map((a) => (
        <Paper key={a._id} withBorder radius="md" p="sm" role="listitem">
          <Stack gap={6}>
            <CardFields
              fields={[
                {
                  label: 'Name',
                  value: (
                    <Text span size="sm" fw={600}>
                      {a.name}
                    </Text>
                  ),
                },
                { label: 'Signed On', value: formatSignedDate(a.operatorEsignDetails.signedOn) },
              ]}
            />
            <DownloadButton agreement={a} fullWidth />
          </Stack>
        </Paper>
      ))}
    </Stack>
  );
}
