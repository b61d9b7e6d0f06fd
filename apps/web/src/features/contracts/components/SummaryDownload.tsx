import type { PaymentSummary } from '@oc/contract';
import { useIntl } from 'react-intl';
import { RowDownload, RowShare } from '../../../components/files/DownloadButton';
import { shareOrSave } from '../../../lib/api/download';
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

/** A phone card's 'Share' of the week's statement PDF (WhatsApp and the rest; saved where sharing is not offered). */
export function SummaryShare({ summary }: { summary: PaymentSummary }) {
  const intl = useIntl();
  const what = intl.formatMessage(
    { id: 'contracts.summary.statementName', defaultMessage: 'statement {from} to {to}' },
    { from: formatDate(summary.weekStartDate), to: formatDate(summary.weekEndDate) },
  );
  return (
    <RowShare
      what={what}
      share={(onProgress) =>
        downloadSummary({ summary, onProgress, deliver: (file) => shareOrSave(file, what) })
      }
      failureId="summary-share"
    />
  );
}
