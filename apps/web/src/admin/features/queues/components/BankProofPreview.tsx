import { Button, Center, Group, Image, Loader, Paper, Stack, Text } from '@mantine/core';
import { QUEUE_MESSAGES, type BankProofQueueItem } from '@oc/contract';
import { IconDownload, IconExternalLink } from '@tabler/icons-react';
import { useCallback, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { QueryError } from '../../../../components/states/QueryState';
import { apiText } from '../../../../i18n/language';
import { saveDownload } from '../../../../lib/api/download';
import { useBankProofFile } from '../api/get-bank-proof-file';

/**
 * An image drawn from a blob: its object URL made when the img is attached and revoked when it is
 * detached or the blob changes (a ref callback with a cleanup, no state).
 */
function BlobImage({ blob, alt }: { blob: Blob; alt: string }) {
  const attach = useCallback(
    (img: HTMLImageElement | null) => {
      if (!img) return undefined;
      const url = URL.createObjectURL(blob);
      img.src = url;
      return () => URL.revokeObjectURL(url);
    },
    [blob],
  );
  return (
    <Image ref={attach} alt={alt} fit="contain" mah={420} radius="sm" data-testid="bank-proof-preview" />
  );
}

/** Opens a PDF in a tab of its own (typed as a PDF, so the browser's viewer shows it). */
function openPdf(blob: Blob): void {
  const url = URL.createObjectURL(new Blob([blob], { type: 'application/pdf' }));
  window.open(url, '_blank');
  // The tab has read it by then; the URL is not kept for the page's life.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

type Kind = 'image' | 'pdf' | 'other';

function kindOf(blob: Blob, name: string | null): Kind {
  if (blob.type === 'application/pdf' || (name ?? '').toLowerCase().endsWith('.pdf')) return 'pdf';
  return blob.type.startsWith('image/') ? 'image' : 'other';
}

/**
 * The waiting cheque shown in the page: read through the staff session into a Blob; an image
 * drawn from its blob URL, a PDF opened in a tab of its own (the CSP frames only this origin's
 * pages, not blob URLs). Only an image (in an img) or a PDF (typed as one, so the browser's
 * viewer shows it) gets a blob URL: any other file is only saved, never opened at this origin.
 */
export function BankProofPreview({ item }: { item: BankProofQueueItem }) {
  const intl = useIntl();
  const file = useBankProofFile(item.accountId, item.fileName !== null);
  const alt = intl.formatMessage(
    { id: 'admin.queues.bankProofs.alt', defaultMessage: 'Cancelled cheque of {account}' },
    { account: item.accountName },
  );
  const bold = (chunks: ReactNode[]) => <b>{chunks}</b>;

  if (item.fileName === null) return <Text size="sm">{apiText(QUEUE_MESSAGES.noFile)}</Text>;
  if (file.isPending)
    return (
      <Center mih={200}>
        <Loader
          size="sm"
          aria-label={intl.formatMessage({
            id: 'admin.queues.bankProofs.loadingFile',
            defaultMessage: 'Loading the bank proof',
          })}
        />
      </Center>
    );
  if (file.isError)
    return (
      <QueryError
        query={file}
        what={intl.formatMessage({
          id: 'admin.queues.bankProofs.fileWhat',
          defaultMessage: "the bank proof's file",
        })}
        compact
      />
    );
  const download = file.data;
  const kind = kindOf(download.blob, item.fileName);
  const name =
    download.filename ||
    item.fileName ||
    intl.formatMessage({ id: 'admin.queues.bankProofs.fileName', defaultMessage: 'bank proof' });
  if (kind === 'image')
    return (
      <Stack gap={4}>
        <Paper withBorder radius="md" p={4} bg="var(--oc-muted-bg)">
          <BlobImage blob={download.blob} alt={alt} />
        </Paper>
        <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
          {name}
        </Text>
      </Stack>
    );
  return (
    <Paper withBorder radius="md" p="md" bg="var(--oc-muted-bg)">
      <Stack gap="xs" align="flex-start">
        <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
          {kind === 'pdf'
            ? intl.formatMessage(
                {
                  id: 'admin.queues.bankProofs.isPdf',
                  defaultMessage: '<b>{name}</b> is a PDF: open it in a new tab to read it.',
                },
                { name, b: bold },
              )
            : intl.formatMessage(
                {
                  id: 'admin.queues.bankProofs.cannotShow',
                  defaultMessage: '<b>{name}</b> cannot be shown here: save it to look at it.',
                },
                { name, b: bold },
              )}
        </Text>
        <Group gap="xs">
          {kind === 'pdf' ? (
            <Button
              variant="light"
              leftSection={<IconExternalLink size={16} aria-hidden />}
              onClick={() => openPdf(download.blob)}
            >
              {intl.formatMessage({ id: 'admin.queues.bankProofs.openPdf', defaultMessage: 'Open the PDF' })}
            </Button>
          ) : null}
          <Button
            variant="default"
            leftSection={<IconDownload size={16} aria-hidden />}
            onClick={() => saveDownload({ blob: download.blob, filename: name })}
          >
            {intl.formatMessage({ id: 'admin.queues.bankProofs.save', defaultMessage: 'Save the file' })}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
