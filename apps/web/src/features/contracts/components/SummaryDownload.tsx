import type { PaymentSummary } from '@oc/contract';
import { useIntl } from 'react-intl';
import { RowDownload } from '../../../components/files/DownloadButton';
import { formatDate } from '../../../lib/format';
import { downloadSummary } from '../api/download-summary';

/** One Download button per week: a progress bar under it while the PDF comes. */
export function SummaryDownload({ summary, fullWidth }: { summary: PaymentSummary; fullWidth?: boolean }) {
  const intl = useIntl();
  return (
    <RowDownload
      what={intl.formatMessage(
        { id: 'contracts.summary.statementName', defaultMessage: 'statement {from} to {to}' },
        { from: formatDate(summary.weekStartDate), to: formatDate(summary.weekEndDate) },
      )}
      download={(onProgress) => downloadSummary({ summary, onProgress })}
      failureId="summary-download"
      w={130}
      fullWidth={fullWidth}
    />
  );
}
