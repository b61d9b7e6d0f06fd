import { IconDownload } from '@tabler/icons-react';
import type { PaymentSummary } from '@oc/contract';
import { DownloadButton } from '../../../components/files/DownloadButton';
import { formatDate } from '../../../lib/format';
import { downloadSummary } from '../api/download-summary';

/** One Download button per week: a progress bar under it while the PDF comes. */
export function SummaryDownload({ summary, fullWidth }: { summary: PaymentSummary; fullWidth?: boolean }) {
  const label = `statement ${formatDate(summary.weekStartDate)} to ${formatDate(summary.weekEndDate)}`;
  return (
    <DownloadButton
      download={(onProgress) => downloadSummary({ summary, onProgress })}
      progressLabel={`Downloading ${label}`}
      failure={{ title: 'Download failed', id: 'summary-download' }}
      w={fullWidth ? '100%' : 130}
      size="xs"
      variant="light"
      leftSection={<IconDownload size={14} aria-hidden />}
      fullWidth
      aria-label={`Download ${label}`}
    >
      Download
    </DownloadButton>
  );
}
