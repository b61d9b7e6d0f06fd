import { IconFileSpreadsheet } from '@tabler/icons-react';
import { FormattedMessage, useIntl } from 'react-intl';
import { isMobile } from '../../../lib/device';
import type { DownloadRun } from '../../../lib/use-download';
import { DownloadButton } from '../../../components/files/DownloadButton';

/**
 * 'Export to Excel' of a filtered quality table: the server builds the .xlsx from the same query
 * (so the web ships no spreadsheet library); a progress bar under the button while it comes.
 */
export function ExportButton({ download, disabled }: { download: DownloadRun; disabled: boolean }) {
  const intl = useIntl();
  return (
    <DownloadButton
      download={download}
      progressLabel={intl.formatMessage({
        id: 'quality.export.progress',
        defaultMessage: 'Exporting to Excel',
      })}
      failure={{
        title: intl.formatMessage({ id: 'quality.export.failed', defaultMessage: 'Export failed' }),
        id: 'quality-export',
      }}
      w={isMobile ? '100%' : 180}
      variant="default"
      leftSection={<IconFileSpreadsheet size={16} aria-hidden />}
      disabled={disabled}
      fullWidth
    >
      <FormattedMessage id="quality.export.button" defaultMessage="Export to Excel" />
    </DownloadButton>
  );
}
