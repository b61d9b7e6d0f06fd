import { Box, Center, Image, Modal, Stack, Text } from '@mantine/core';
import { IconDownload, IconFileUnknown } from '@tabler/icons-react';
import { REIMBURSEMENT_MESSAGES, type ProofPreview, type Reimbursement } from '@oc/contract';
import { FormattedMessage, useIntl } from 'react-intl';
import { QueryState } from '../../../components/states/QueryState';
import { DownloadButton } from '../../../components/files/DownloadButton';
import { ProofSheetTable } from '../../../components/files/ProofSheetTable';
import { apiText } from '../../../i18n/language';
import { isMobile } from '../../../lib/device';
import { downloadProof } from '../api/download-proof';
import { useProofPreview } from '../api/get-proof-preview';

const FRAME_HEIGHT = isMobile ? 'calc(100dvh - 140px)' : '70vh';

/**
 * The 'Proof' modal (part 2 §2, §9; 80 % wide, full screen on a phone): the proof of the chosen
 * claim previewed in the page by its extension — jpg, jpeg, png, webp as an image; pdf inline in a
 * frame; xlsx and csv as a table of their first rows, read by this server (private documents: no
 * third-party viewer); anything else 'Unsupported file type'; no claim or no proof 'No attachment
 * selected'. Images and the PDF come through a 5-minute signed link of this server.
 */
export function ProofModal({ claim, onClose }: { claim: Reimbursement | null; onClose: () => void }) {
  const intl = useIntl();
  return (
    <Modal
      opened={claim !== null}
      onClose={onClose}
      title={intl.formatMessage({ id: 'reimbursements.proof.title', defaultMessage: 'Proof' })}
      size="80%"
      fullScreen={isMobile}
      centered
      data-testid="proof-modal"
    >
      {claim?.fileUrl ? (
        <ProofBody claim={claim} />
      ) : (
        <Text c="dimmed">{apiText(REIMBURSEMENT_MESSAGES.noAttachment)}</Text>
      )}
    </Modal>
  );
}

function ProofBody({ claim }: { claim: Reimbursement }) {
  const intl = useIntl();
  const preview = useProofPreview(claim._id);
  return (
    <QueryState
      query={preview}
      what={intl.formatMessage({ id: 'reimbursements.proof.what', defaultMessage: 'the proof' })}
    >
      {(p) => (
        <Stack gap="xs">
          <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }} data-testid="proof-name">
            {p.name}
          </Text>
          <Preview preview={p} claim={claim} />
        </Stack>
      )}
    </QueryState>
  );
}

function Preview({ preview, claim }: { preview: ProofPreview; claim: Reimbursement }) {
  const intl = useIntl();
  const name = intl.formatMessage(
    { id: 'reimbursements.proof.named', defaultMessage: 'Proof: {name}' },
    { name: preview.name },
  );
  if (preview.kind === 'image' && preview.url)
    return (
      <Center bg="var(--oc-muted-bg)" p="xs" style={{ borderRadius: 8 }}>
        <Image
          src={preview.url}
          alt={name}
          fit="contain"
          mah={FRAME_HEIGHT}
          w="auto"
          maw="100%"
          data-testid="proof-image"
        />
      </Center>
    );
  if (preview.kind === 'pdf' && preview.url)
    return (
      <Box
        component="iframe"
        src={preview.url}
        title={name}
        w="100%"
        h={FRAME_HEIGHT}
        // The frame follows the theme; the PDF inside stays paper: a light document, white pages.
        style={{
          border: '1px solid var(--mantine-color-default-border)',
          borderRadius: 8,
          colorScheme: 'light',
        }}
        data-testid="proof-pdf"
      />
    );
  if (preview.kind === 'table' && preview.table)
    return <ProofSheetTable table={preview.table} maxHeight={FRAME_HEIGHT} />;
  return <Unsupported claim={claim} />;
}

function Unsupported({ claim }: { claim: Reimbursement }) {
  const intl = useIntl();
  return (
    <Stack align="center" gap="sm" py="xl" data-testid="proof-unsupported">
      <IconFileUnknown size={40} stroke={1.4} aria-hidden color="var(--mantine-color-dimmed)" />
      <Text fw={600}>{apiText(REIMBURSEMENT_MESSAGES.unsupported)}</Text>
      {claim.fileId ? (
        <DownloadButton
          download={(onProgress) =>
            downloadProof(
              claim.fileId ?? '',
              claim.fileName ??
                intl.formatMessage({ id: 'reimbursements.proof.fileName', defaultMessage: 'proof' }),
              onProgress,
            )
          }
          progressLabel={
            claim.fileName
              ? intl.formatMessage(
                  { id: 'reimbursements.proof.downloading', defaultMessage: 'Downloading {name}' },
                  { name: claim.fileName },
                )
              : intl.formatMessage({
                  id: 'reimbursements.proof.downloadingProof',
                  defaultMessage: 'Downloading the proof',
                })
          }
          failure={{ id: 'proof' }}
          w={260}
          gap={6}
          variant="default"
          leftSection={<IconDownload size={16} stroke={1.6} aria-hidden />}
        >
          <FormattedMessage id="reimbursements.proof.download" defaultMessage="Download" />
        </DownloadButton>
      ) : null}
    </Stack>
  );
}
