import { Grid, Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { ClaimQueueItem } from '@oc/contract';
import { useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { QueryError } from '../../../../components/states/QueryState';
import { EmptyState, LoadingState } from '../../../../components/states/States';
import { isMobile } from '../../../../lib/device';
import { focusWhenLost } from '../../../../lib/use-focus-return';
import { formatRupees } from '../../../../lib/format';
import { showToast } from '../../../../lib/toast';
import { ExportMenu } from '../../../components/ExportMenu';
import { STAFF_ROLE_LABELS } from '../../../lib/labels';
import { useStaffMe } from '../../staff/api/get-me';
import { useDecideClaim } from '../api/decide-claim';
import { useClaims } from '../api/get-claims';
import { ApproveClaimModal } from '../components/ApproveClaimModal';
import { ClaimDecision, claimToastId } from '../components/ClaimDecision';
import { ClaimCards, ClaimTable } from '../components/ClaimList';
import { ClaimProofPreview } from '../components/ClaimProofPreview';
import { RejectClaimModal } from '../components/RejectClaimModal';
import { canDecideClaim } from '../lib/permissions';

/**
 * /admin/queues/claims: the operators' reimbursement claims waiting for finance, oldest first. One
 * is shown with its proof in the page; finance and admin approve it for up to the amount claimed
 * (above the approval limit as a proposal a second person approves under Proposals) or reject it
 * with the reason the operator sees; support sees the list and the proofs only.
 */
export default function ClaimsScreen() {
  const intl = useIntl();
  const member = useStaffMe();
  const claims = useClaims();
  const decide = useDecideClaim();
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const [approving, setApproving] = useState<ClaimQueueItem | null>(null);
  const [rejecting, setRejecting] = useState<ClaimQueueItem | null>(null);
  const mayDecide = canDecideClaim(member);
  const selected = claims.data?.find((c) => c.id === selectedId) ?? null;
  const select = (item: ClaimQueueItem) => setSelectedId(item.id);
  const clear = () => setSelectedId(null);
  const heading = useRef<HTMLHeadingElement>(null);

  const detail = selected ? (
    <Stack gap="sm" data-testid="claim-detail">
      <ClaimProofPreview key={selected.id} item={selected} />
      <ClaimDecision
        item={selected}
        mayDecide={mayDecide}
        onApprove={setApproving}
        onReject={setRejecting}
        fullWidth={isMobile}
      />
    </Stack>
  ) : null;

  let content;
  if (claims.isPending)
    content = (
      <LoadingState
        label={intl.formatMessage({ id: 'admin.queues.claims.loading', defaultMessage: 'Loading claims' })}
      />
    );
  else if (claims.isError)
    content = (
      <QueryError
        query={claims}
        what={intl.formatMessage({ id: 'admin.queues.claims.what', defaultMessage: 'the claims' })}
      />
    );
  else if (claims.data.length === 0)
    content = (
      <EmptyState
        message={intl.formatMessage({
          id: 'admin.queues.claims.empty',
          defaultMessage: 'No claims are waiting.',
        })}
      />
    );
  else if (isMobile)
    content = (
      <ClaimCards rows={claims.data} selectedId={selectedId} onSelect={select} selectedContent={detail} />
    );
  else
    content = (
      <Grid gap="md" align="flex-start">
        <Grid.Col span={{ base: 12, lg: 8 }}>
          <Paper withBorder radius="md" p="xs">
            <ClaimTable rows={claims.data} selectedId={selectedId} onSelect={select} />
          </Paper>
        </Grid.Col>
        <Grid.Col span={{ base: 12, lg: 4 }}>
          <Paper
            withBorder
            radius="md"
            p="md"
            aria-label={intl.formatMessage({ id: 'admin.queues.claims.proof', defaultMessage: 'Proof' })}
            component="section"
          >
            {detail ?? (
              <Text size="sm" c="dimmed">
                {intl.formatMessage({
                  id: 'admin.queues.claims.choose',
                  defaultMessage: 'Choose a claim to see its proof here.',
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
            {intl.formatMessage({ id: 'admin.queues.claims.title', defaultMessage: 'Reimbursement claims' })}
          </Title>
          <Text size="sm" c="dimmed">
            {mayDecide
              ? intl.formatMessage({
                  id: 'admin.queues.claims.intro',
                  defaultMessage:
                    'Claims waiting for finance, oldest first. Approve up to the amount claimed; a rejection’s reason is shown to the operator.',
                })
              : intl.formatMessage(
                  {
                    id: 'admin.queues.claims.introReadOnly',
                    defaultMessage:
                      'Your role ({role}) can see claims and their proofs; only finance or admin decide them.',
                  },
                  {
                    role: STAFF_ROLE_LABELS[member ? member.role : 'support'],
                  },
                )}
          </Text>
        </Stack>
        <ExportMenu list="claims" disabled={claims.data?.length === 0} />
      </Group>
      {content}
      <ApproveClaimModal
        item={approving}
        onClose={() => setApproving(null)}
        approve={async ({ id, amount }) => {
          const result = await decide.mutateAsync({ id, decision: 'APPROVED', amount });
          if (result.status === 'PROPOSED')
            showToast({
              kind: 'success',
              id: claimToastId({ id }),
              message: intl.formatMessage({
                id: 'admin.queues.claims.proposed',
                defaultMessage: 'Approval proposed: a second person approves it under Proposals',
              }),
            });
          else {
            clear();
            focusWhenLost(() => heading.current);
            focusWhenLost(() => heading.current);
            showToast({
              kind: 'success',
              id: claimToastId({ id }),
              message: intl.formatMessage(
                { id: 'admin.queues.claims.approved', defaultMessage: 'Approved {amount}' },
                { amount: formatRupees(result.approvedAmount ?? amount) },
              ),
            });
          }
        }}
      />
      <RejectClaimModal
        item={rejecting}
        onClose={() => setRejecting(null)}
        reject={async ({ id, reason }) => {
          await decide.mutateAsync({ id, decision: 'REJECTED', reason });
          clear();
          focusWhenLost(() => heading.current);
          showToast({
            kind: 'success',
            id: claimToastId({ id }),
            message: intl.formatMessage({
              id: 'admin.queues.claims.rejected',
              defaultMessage: 'Claim rejected. The operator sees the reason.',
            }),
          });
        }}
      />
    </Stack>
  );
}
