import { Button, Stack, type ButtonProps, type StackProps } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useDownload, type DownloadFailure, type DownloadRun } from '../../lib/use-download';
import { TransferProgressBar } from './TransferProgressBar';

/**
 * A download button (docs/ui.md "Files"): pressed, it runs `download` through {@link useDownload}
 * and shows a progress bar under itself while the file comes, never a spinner or a new tab; it is
 * disabled meanwhile. A failure is a toast (`failure`). The other props are the Button's.
 */
export function DownloadButton({
  download,
  progressLabel,
  caption = 'Downloading…',
  failure,
  w,
  gap = 4,
  disabled,
  children,
  ...button
}: Omit<ButtonProps, 'children'> & {
  download: DownloadRun;
  /** Names the progress bar for screen readers ('Downloading payment advice …'). */
  progressLabel: string;
  /** The line under the bar. */
  caption?: string;
  failure: DownloadFailure;
  /** The width of the button and its bar. */
  w?: StackProps['w'];
  gap?: StackProps['gap'];
  'aria-label'?: string;
  children: ReactNode;
}) {
  const { progress, pending, start } = useDownload(failure);
  return (
    <Stack gap={gap} w={w}>
      <Button {...button} disabled={disabled === true || pending} onClick={() => start(download)}>
        {children}
      </Button>
      {progress ? <TransferProgressBar progress={progress} label={progressLabel} caption={caption} /> : null}
    </Stack>
  );
}

/**
 * A table row's or card's 'Download' (a week's statement, a payout's advice): `what` names the file
 * for screen readers ('statement 01/11/2026 to 07/11/2026'); full width on a card, `w` in a table.
 */
export function RowDownload({
  what,
  download,
  failureId,
  w,
  fullWidth,
}: {
  what: string;
  download: DownloadRun;
  failureId: string;
  w: number;
  fullWidth?: boolean | undefined;
}) {
  return (
    <DownloadButton
      download={download}
      progressLabel={`Downloading ${what}`}
      failure={{ title: 'Download failed', id: failureId }}
      w={fullWidth ? '100%' : w}
      size="xs"
      variant="light"
      leftSection={<IconDownload size={14} aria-hidden />}
      fullWidth
      aria-label={`Download ${what}`}
    >
      Download
    </DownloadButton>
  );
}
