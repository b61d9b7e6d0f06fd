import { Button, Stack } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import type { PaymentSummary } from '@oc/contract';
import { useState } from 'react';
import { TransferProgressBar } from '../../../components/files/TransferProgressBar';
import { errorMessage } from '../../../lib/api/errors';
import type { TransferProgress } from '../../../lib/api/request';
import { formatDate } from '../../../lib/format';
import { showToast } from '../../../lib/toast';
import { useDownloadSummary } from '../api/download-summary';

/** One Download button per week: a progress bar under it while the PDF comes. */
export function SummaryDownload({ summary, fullWidth }: { summary: PaymentSummary; fullWidth?: boolean }) {
  const download = useDownloadSummary();
  const [progress, setProgress] = useState<TransferProgress | null>(null);
  const label = `statement ${formatDate(summary.weekStartDate)} to ${formatDate(summary.weekEndDate)}`;
  return (
    <Stack gap={4} w={fullWidth ? '100%' : 130}>
      <Button
        size="xs"
        variant="light"
        leftSection={<IconDownload size={14} aria-hidden />}
        disabled={download.isPending}
        fullWidth
        aria-label={`Download ${label}`}
        onClick={() => {
          setProgress({ loaded: 0, total: 0 });
          download.mutate(
            { summary, onProgress: setProgress },
            {
              onSettled: () => setProgress(null),
              onError: (err) =>
                showToast({
                  kind: 'error',
                  title: 'Download failed',
                  message: errorMessage(err),
                  id: 'summary-download',
                }),
            },
          );
        }}
      >
        Download
      </Button>
      {progress ? (
        <TransferProgressBar progress={progress} label={`Downloading ${label}`} caption="Downloading…" />
      ) : null}
    </Stack>
  );
}
