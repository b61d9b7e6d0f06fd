import { Grid, Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { BankProofQueueItem } from '@oc/contract';
import { useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { QueryError } from '../../../../components/states/QueryState';
import { EmptyState, LoadingState } from '../../../../components/states/States';
import { isMobile } from '../../../../lib/device';
import { focusWhenLost } from '../../../../lib/use-focus-return';
import { showToast } from '../../../../lib/toast';
import { ExportMenu } from '../../../components/ExportMenu';
import { STAFF_ROLE_LABELS } from '../../../lib/labels';
import { useStaffMe } from '../../staff/api/get-me';
import { useDecideBankProof } from '../api/decide-bank-proof';
import { useBankProofs } from '../api/get-bank-proofs';
import { BankProofDecision, bankProofToastId } from '../components/BankProofDecision';
import { BankProofCards, BankProofTable } from '../components/BankProofList';
import { BankProofPreview } from '../components/BankProofPreview';
import { RejectBankProofModal } from '../components/RejectBankProofModal';
import { canDecideBankProof } from '../lib/permissions';

/**
 * /admin/queues/bank-proofs: the operators' cancelled cheques waiting for a decision, oldest first.
 * One is previewed in the page (read through the staff session); finance and admin approve it or
 * reject it with the reason the operator sees; support sees the list and the preview only.
 */
export default function BankProofsScreen() {
  const intl = useIntl();
  const member = useStaffMe();
  const proofs = useBankProofs();
  const decide = useDecideBankProof();
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const [rejecting, setRejecting] = useState<BankProofQueueItem | null>(null);
  const mayDecide = canDecideBankProof(member);
  const selected = proofs.data?.find((p) => p.accountId === selectedId) ?? null;
  const select = (item: BankProofQueueItem) => setSelectedId(item.accountId);
  const clear = () => setSelectedId(null);
  const heading = useRef<HTMLHeadingElement>(null);

  const detail = selected ? (
    <Stack gap="sm" data-testid="bank-proof-detail">
      <BankProofPreview key={selected.accountId} item={selected} />
      <BankProofDecision
        item={selected}
        mayDecide={mayDecide}
        onReject={setRejecting}
        onDecided={clear}
        fullWidth={isMobile}
      />
    </Stack>
  ) : null;

  let content;
  if (proofs.isPending)
    content = (
      <LoadingState
        label={intl.formatMessage({
          id: 'admin.queues.bankProofs.loading',
          defaultMessage: 'Loading bank proofs',
        })}
      />
    );
  else if (proofs.isError)
    content = (
      <QueryError
        query={proofs}
        what={intl.formatMessage({ id: 'admin.queues.bankProofs.what', defaultMessage: 'the bank proofs' })}
      />
    );
  else if (proofs.data.length === 0)
    content = (
      <EmptyState
        message={intl.formatMessage({
          id: 'admin.queues.bankProofs.empty',
          defaultMessage: 'No bank proofs are waiting.',
        })}
      />
    );
  else if (isMobile)
    content = (
      <BankProofCards rows={proofs.data} selectedId={selectedId} onSelect={select} selectedContent={detail} />
    );
  else
    content = (
      <Grid gap="md" align="flex-start">
        <Grid.Col span={{ base: 12, lg: 8 }}>
          <Paper withBorder radius="md" p="xs">
            <BankProofTable rows={proofs.data} selectedId={selectedId} onSelect={select} />
          </Paper>
        </Grid.Col>
        <Grid.Col span={{ base: 12, lg: 4 }}>
          <Paper
            withBorder
            radius="md"
            p="md"
            aria-label={intl.formatMessage({
              id: 'admin.queues.bankProofs.preview',
              defaultMessage: 'Preview',
            })}
            component="section"
          >
            {detail ?? (
              <Text size="sm" c="dimmed">
                {intl.formatMessage({
                  id: 'admin.queues.bankProofs.choose',
                  defaultMessage: 'Choose a bank proof to see its cancelled cheque here.',
                })}
              </Text>
            )}
          </Paper>
        </Grid.Col>
      </Grid>
    );

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-start" gap="sm">
        <Stack gap={2} maw={720}>
          <Title order={2} fz={{ base: 20, sm: 26 }} ref={heading} tabIndex={-1}>
            {intl.formatMessage({ id: 'admin.queues.bankProofs.title', defaultMessage: 'Bank proofs' })}
          </Title>
          <Text size="sm" c="dimmed">
            {mayDecide
              ? intl.formatMessage({
                  id: 'admin.queues.bankProofs.intro',
                  defaultMessage:
                    'Cancelled cheques waiting for a decision, oldest first. A rejection’s reason is shown to the operator.',
                })
              : intl.formatMessage(
                  {
                    id: 'admin.queues.bankProofs.introReadOnly',
                    defaultMessage:
                      'Your role ({role}) can see bank proofs; only finance or admin decide them.',
                  },
                  {
                    role: STAFF_ROLE_LABELS[member ? member.role : 'support'],
                  },
                )}
          </Text>
        </Stack>
        <ExportMenu list="bank-proofs" disabled={proofs.data?.length === 0} />
      </Group>
      {content}
      <RejectBankProofModal
        item={rejecting}
        onClose={() => setRejecting(null)}
        reject={async ({ accountId, reason }) => {
          await decide.mutateAsync({ accountId, decision: 'REJECTED', reason });
          clear();
          focusWhenLost(() => heading.current);
          showToast({
            kind: 'success',
            id: bankProofToastId({ accountId }),
            message: intl.formatMessage({
              id: 'admin.queues.bankProofs.rejected',
              defaultMessage: 'Bank proof rejected. The operator sees the reason.',
            }),
          });
        }}
      />
    </Stack>
  );
}
