import { Button, Stack, type ButtonProps, type StackProps } from '@mantine/core';
import { IconDownload, IconShare } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
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
  caption,
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
  /** The line under the bar (default 'Downloading…'). */
  caption?: string;
  failure: DownloadFailure;
  /** The width of the button and its bar. */
  w?: StackProps['w'];
  gap?: StackProps['gap'];
  'aria-label'?: string;
  children: ReactNode;
}) {
  const intl = useIntl();
  const { progress, pending, start } = useDownload(failure);
  const line =
    caption ?? intl.formatMessage({ id: 'common.download.downloading', defaultMessage: 'Downloading…' });
  return (
    <Stack gap={gap} w={w}>
      <Button {...button} disabled={disabled === true || pending} onClick={() => start(download)}>
        {children}
      </Button>
      {progress ? <TransferProgressBar progress={progress} label={progressLabel} caption={line} /> : null}
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
  const intl = useIntl();
  return (
    <DownloadButton
      download={download}
      progressLabel={intl.formatMessage(
        { id: 'common.download.downloadingWhat', defaultMessage: 'Downloading {what}' },
        { what },
      )}
      failure={{
        title: intl.formatMessage({ id: 'common.download.failed', defaultMessage: 'Download failed' }),
        id: failureId,
      }}
      w={fullWidth ? '100%' : w}
      size="xs"
      variant="light"
      leftSection={<IconDownload size={14} aria-hidden />}
      fullWidth
      aria-label={intl.formatMessage(
        { id: 'common.download.downloadWhat', defaultMessage: 'Download {what}' },
        { what },
      )}
    >
      {intl.formatMessage({ id: 'common.download.download', defaultMessage: 'Download' })}
    </DownloadButton>
  );
}

/**
 * A card's 'Share' on a phone (issue 41): the same file as its 'Download', handed to the share sheet
 * (WhatsApp and the rest; `shareOrSave`), or saved where the browser cannot share files. `share`
 * gets the file and sends it on.
 */
export function RowShare({
  what,
  share,
  failureId,
}: {
  what: string;
  share: DownloadRun;
  failureId: string;
}) {
  const intl = useIntl();
  return (
    <DownloadButton
      download={share}
      progressLabel={intl.formatMessage(
        { id: 'common.download.downloadingWhat', defaultMessage: 'Downloading {what}' },
        { what },
      )}
      failure={{
        title: intl.formatMessage({ id: 'common.share.failed', defaultMessage: 'Sharing failed' }),
        id: failureId,
      }}
      w="100%"
      size="xs"
      variant="default"
      leftSection={<IconShare size={14} aria-hidden />}
      fullWidth
      aria-label={intl.formatMessage(
        { id: 'common.share.shareWhat', defaultMessage: 'Share {what}' },
        { what },
      )}
    >
      {intl.formatMessage({ id: 'common.share.share', defaultMessage: 'Share' })}
    </DownloadButton>
  );
}
