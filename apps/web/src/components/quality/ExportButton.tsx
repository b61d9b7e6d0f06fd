import { Button, Stack } from '@mantine/core';
import { IconFileSpreadsheet } from '@tabler/icons-react';
import { useState } from 'react';
import { errorMessage } from '../../lib/api/errors';
import type { TransferProgress } from '../../lib/api/request';
import { isMobile } from '../../lib/device';
import { showToast } from '../../lib/toast';
import { TransferProgressBar } from '../files/TransferProgressBar';

/**
 * 'Export to Excel' of a filtered quality table: the server builds the .xlsx from the same query
 * (so the web ships no spreadsheet library); a progress bar under the button while it comes.
 */
export function ExportButton({
  download,
  disabled,
}: {
  download: (onProgress: (p: TransferProgress) => void) => Promise<void>;
  disabled: boolean;
}) {
  const [progress, setProgress] = useState<TransferProgress | null>(null);
  return (
    <Stack gap={4} w={isMobile ? '100%' : 180}>
      <Button
        variant="default"
        leftSection={<IconFileSpreadsheet size={16} aria-hidden />}
        disabled={disabled || progress !== null}
        fullWidth
        onClick={() => {
          setProgress({ loaded: 0, total: 0 });
          download(setProgress)
            .catch((err: unknown) => {
              showToast({
                kind: 'error',
                title: 'Export failed',
                message: errorMessage(err),
                id: 'quality-export',
              });
            })
            .finally(() => setProgress(null));
        }}
      >
        Export to Excel
      </Button>
      {progress ? (
        <TransferProgressBar progress={progress} label="Exporting to Excel" caption="Downloading…" />
      ) : null}
    </Stack>
  );
}
