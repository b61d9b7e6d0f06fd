import { Box, Modal, Stack, Text } from '@mantine/core';
import type { Attachment } from '@oc/contract';
import { defineMessages } from '@oc/i18n';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { isMobile } from '../../../lib/device';

const KIND_TEXT = defineMessages({
  image: { id: 'quality.attachment.photo', defaultMessage: 'Photo' },
  video: { id: 'quality.attachment.video', defaultMessage: 'Video' },
  audio: { id: 'quality.attachment.audio', defaultMessage: 'Audio' },
});

/**
 * The attachment modal (part 2 §2): shows an image, plays a video or plays an audio file, from its
 * signed link (the owner's file only, docs/architecture.md "Bus quality data"). A file that does not
 * load says so instead of an empty box.
 */
export function AttachmentModal({
  attachment,
  onClose,
}: {
  attachment: Attachment | null;
  onClose: () => void;
}) {
  const intl = useIntl();
  return (
    <Modal
      opened={attachment !== null}
      onClose={onClose}
      centered
      size={isMobile ? '100%' : 'lg'}
      closeButtonProps={{
        'aria-label': intl.formatMessage({
          id: 'quality.attachment.close',
          defaultMessage: 'Close attachment',
        }),
      }}
      title={
        attachment
          ? `${intl.formatMessage(KIND_TEXT[attachment.attachmentType])}: ${attachment.attachmentLabel}`
          : ''
      }
    >
      {attachment ? <AttachmentView key={attachment.attachmentUrl} attachment={attachment} /> : null}
    </Modal>
  );
}

function AttachmentView({ attachment: a }: { attachment: Attachment }) {
  const [failed, setFailed] = useState(false);
  const onError = () => setFailed(true);
  return (
    <Stack gap="xs">
      <Box
        bg="var(--oc-muted-bg)"
        style={{ borderRadius: 8, display: 'flex', justifyContent: 'center', padding: 8 }}
      >
        {a.attachmentType === 'image' ? (
          <img
            src={a.attachmentUrl}
            alt={a.attachmentLabel}
            onError={onError}
            style={{ maxWidth: '100%', maxHeight: '60vh', objectFit: 'contain', imageRendering: 'auto' }}
            data-testid="attachment-image"
          />
        ) : a.attachmentType === 'video' ? (
          <video
            src={a.attachmentUrl}
            controls
            autoPlay
            muted
            playsInline
            onError={onError}
            aria-label={a.attachmentLabel}
            style={{ width: '100%', maxHeight: '60vh', background: '#000', borderRadius: 6 }}
            data-testid="attachment-video"
          />
        ) : (
          <audio
            src={a.attachmentUrl}
            controls
            onError={onError}
            aria-label={a.attachmentLabel}
            style={{ width: '100%' }}
            data-testid="attachment-audio"
          />
        )}
      </Box>
      {failed ? (
        <Text size="sm" c="red" role="alert">
          <FormattedMessage
            id="quality.attachment.failed"
            defaultMessage="This file could not be loaded. Close and open it again."
          />
        </Text>
      ) : null}
    </Stack>
  );
}
