import { Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { KycQueueItem } from '@oc/contract';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { QueryError } from '../../../../components/states/QueryState';
import { EmptyState, LoadingState } from '../../../../components/states/States';
import { isMobile } from '../../../../lib/device';
import { showToast } from '../../../../lib/toast';
import { ExportMenu } from '../../../components/ExportMenu';
import { useDecideKyc } from '../api/decide-kyc';
import { useKycReviews } from '../api/get-kyc-reviews';
import { DismissKycModal } from '../components/DismissKycModal';
import { kycToastId } from '../components/KycReviewActions';
import { KycReviewCards, KycReviewTable } from '../components/KycReviewList';

/**
 * /admin/queues/kyc: KYC documents whose registry name did not match the account's names, oldest
 * first. Any staff member takes the document's name as the account's legal name (the operator's
 * next try then matches) or dismisses it with a reason the operator reads in Activity.
 */
export default function KycReviewsScreen() {
  const intl = useIntl();
  const reviews = useKycReviews();
  const decide = useDecideKyc();
  const [dismissing, setDismissing] = useState<KycQueueItem | null>(null);

  let content;
  if (reviews.isPending)
    content = (
      <LoadingState
        label={intl.formatMessage({ id: 'admin.queues.kyc.loading', defaultMessage: 'Loading KYC reviews' })}
      />
    );
  else if (reviews.isError)
    content = (
      <QueryError
        query={reviews}
        what={intl.formatMessage({ id: 'admin.queues.kyc.what', defaultMessage: 'the KYC reviews' })}
      />
    );
  else if (reviews.data.length === 0)
    content = (
      <EmptyState
        message={intl.formatMessage({
          id: 'admin.queues.kyc.empty',
          defaultMessage: 'No KYC documents need a person.',
        })}
      />
    );
  else if (isMobile) content = <KycReviewCards rows={reviews.data} onDismiss={setDismissing} />;
  else
    content = (
      <Paper withBorder radius="md" p="xs">
        <KycReviewTable rows={reviews.data} onDismiss={setDismissing} />
      </Paper>
    );

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-start" gap="sm">
        <Stack gap={2} maw={720}>
          <Title order={2} fz={{ base: 20, sm: 26 }}>
            {intl.formatMessage({ id: 'admin.queues.kyc.title', defaultMessage: 'KYC review' })}
          </Title>
          <Text size="sm" c="dimmed">
            {intl.formatMessage({
              id: 'admin.queues.kyc.intro',
              defaultMessage:
                'Documents whose name at the registry did not match the account’s, oldest first. Use the document’s name to make it the account’s legal name, or dismiss it with a reason the operator reads.',
            })}
          </Text>
        </Stack>
        <ExportMenu list="kyc" disabled={reviews.data?.length === 0} />
      </Group>
      {content}
      <DismissKycModal
        item={dismissing}
        onClose={() => setDismissing(null)}
        dismiss={async ({ accountId, document, reason }) => {
          await decide.mutateAsync({ accountId, document, decision: 'DISMISSED', reason });
          showToast({
            kind: 'success',
            id: kycToastId({ accountId, document }),
            message: intl.formatMessage({
              id: 'admin.queues.kyc.dismissed',
              defaultMessage: 'KYC review dismissed. The operator reads the reason in Activity.',
            }),
          });
        }}
      />
    </Stack>
  );
}
