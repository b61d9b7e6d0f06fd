import { Anchor, Box, Center, Group, Image, Loader, Paper, Stack, Text } from '@mantine/core';
import type { ClaimQueueItem, ProofPreview } from '@oc/contract';
import { IconExternalLink, IconFileUnknown } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { ProofSheetTable } from '../../../../components/files/ProofSheetTable';
import { QueryError } from '../../../../components/states/QueryState';
import { isMobile } from '../../../../lib/device';
import { useClaimProof } from '../api/get-claim-proof';

const FRAME_HEIGHT = isMobile ? '60dvh' : 520;

/** The proof by its kind: the signed link as given (it needs no token), or the sheet's first rows. */
function Preview({ preview, item }: { preview: ProofPreview; item: ClaimQueueItem }) {
  const intl = useIntl();
  const title = intl.formatMessage(
    { id: 'admin.queues.claims.proofTitle', defaultMessage: 'Proof of {account}: {file}' },
    { account: item.accountName, file: preview.name },
  );
  if (preview.kind === 'image' && preview.url)
    return (
      <Paper withBorder radius="md" p={4} bg="var(--oc-muted-bg)">
        <Image
          src={preview.url}
          alt={title}
          fit="contain"
          mah={FRAME_HEIGHT}
          radius="sm"
          data-testid="claim-proof-image"
        />
      </Paper>
    );
  if (preview.kind === 'pdf' && preview.url)
    return (
      <Stack gap={6}>
        <Box
          component="iframe"
          src={preview.url}
          title={title}
          w="100%"
          h={FRAME_HEIGHT}
          // The frame follows the theme; the PDF inside stays paper: a light document, white pages.
          style={{
            border: '1px solid var(--mantine-color-default-border)',
            borderRadius: 8,
            colorScheme: 'light',
          }}
          data-testid="claim-proof-pdf"
        />
        <Anchor href={preview.url} target="_blank" rel="noopener noreferrer" size="sm">
          <Group gap={4} wrap="nowrap" component="span">
            <IconExternalLink size={16} aria-hidden />
            {intl.formatMessage({
              id: 'admin.queues.claims.openInNewTab',
              defaultMessage: 'Open in new tab',
            })}
          </Group>
        </Anchor>
      </Stack>
    );
  if (preview.kind === 'table' && preview.table)
    return <ProofSheetTable table={preview.table} maxHeight={FRAME_HEIGHT} />;
  return (
    <Paper withBorder radius="md" p="md" bg="var(--oc-muted-bg)" data-testid="claim-proof-unsupported">
      <Group gap="sm" wrap="nowrap" align="flex-start">
        <IconFileUnknown size={28} stroke={1.4} aria-hidden color="var(--mantine-color-dimmed)" />
        <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
          {intl.formatMessage(
            {
              id: 'admin.queues.claims.cannotPreview',
              defaultMessage:
                '<b>{name}</b> cannot be previewed here: only images, PDFs and spreadsheets ({formats}) are shown.',
            },
            { name: preview.name, formats: 'xlsx, csv', b: (chunks: ReactNode[]) => <b>{chunks}</b> },
          )}
        </Text>
      </Group>
    </Paper>
  );
}

/**
 * A waiting claim's proof shown in the page (docs/ui.md "Files": never a third-party viewer): an
 * image or a framed PDF from the server's 5-minute signed link, a spreadsheet as its first rows,
 * anything else said in words. Asked again each time the claim is shown (the link expires).
 */
export function ClaimProofPreview({ item }: { item: ClaimQueueItem }) {
  const intl = useIntl();
  const proof = useClaimProof(item.id, item.fileName !== null);
  if (item.fileName === null)
    return (
      <Text size="sm">
        {intl.formatMessage({
          id: 'admin.queues.claims.noProof',
          defaultMessage: 'This claim has no proof to show.',
        })}
      </Text>
    );
  if (proof.isPending)
    return (
      <Center mih={200}>
        <Loader
          size="sm"
          aria-label={intl.formatMessage({
            id: 'admin.queues.claims.loadingProof',
            defaultMessage: 'Loading the proof',
          })}
        />
      </Center>
    );
  if (proof.isError)
    return (
      <QueryError
        query={proof}
        what={intl.formatMessage({
          id: 'admin.queues.claims.proofWhat',
          defaultMessage: "the claim's proof",
        })}
        compact
      />
    );
  return (
    <Stack gap={4} data-testid="claim-proof">
      <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
        {proof.data.name}
      </Text>
      <Preview preview={proof.data} item={item} />
    </Stack>
  );
}
