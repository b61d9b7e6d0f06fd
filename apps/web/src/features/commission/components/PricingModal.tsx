import { Alert, Button, Group, Modal, ScrollArea, Stack, Text } from '@mantine/core';
import type { CommissionService } from '@oc/contract';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { apiText } from '../../../i18n/language';
import { isMobile } from '../../../lib/device';
import { useFocusReturnOnUnmount } from '../../../lib/use-focus-return';

/**
 * The service a modal edits, for its header: its name, then what the name does not already say of
 * its route, start time and bus type (the demo names read 'Delhi - Manali 06:00': route and time
 * are not repeated beside them).
 */
export function serviceSubtitle(service: CommissionService): { main: string; sub: string } {
  const { name } = service;
  const namesRoute = name.includes(service.fromCityName) && name.includes(service.toCityName);
  const sub = [
    ...(namesRoute ? [] : [`${service.fromCityName} → ${service.toCityName}`]),
    ...(name.includes(service.startTime) ? [] : [service.startTime]),
    service.b2cAssetTypeName,
  ];
  return { main: name, sub: sub.join(' · ') };
}

/**
 * The frame of every commission and fare modal: title (and the subtitle of what it edits, in the
 * header: it stays in place while the body scrolls), body, a form-level message, Cancel / Update.
 */
export function PricingModal({
  title,
  subtitle,
  opened,
  onClose,
  onSubmit,
  busy,
  formError,
  submitLabel,
  children,
}: {
  title: string;
  /** What the modal edits: a bold line and a dimmed one, under the title. */
  subtitle?: { main: string; sub: string };
  opened: boolean;
  onClose: () => void;
  onSubmit: () => void;
  busy: boolean;
  formError?: string | null;
  submitLabel?: string;
  children: ReactNode;
}) {
  const intl = useIntl();
  // The screens mount the modal to open it and unmount it to close it.
  useFocusReturnOnUnmount();
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={
        <Stack gap={2} data-testid="modal-heading">
          <Text fw={600}>{title}</Text>
          {subtitle ? (
            <>
              <Text size="sm" fw={500} data-testid="modal-subtitle">
                {subtitle.main}
              </Text>
              <Text size="xs" c="dimmed">
                {subtitle.sub}
              </Text>
            </>
          ) : null}
        </Stack>
      }
      styles={{ header: { alignItems: 'flex-start' } }}
      centered
      fullScreen={isMobile}
      size="lg"
      scrollAreaComponent={ScrollArea.Autosize}
    >
      <form
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          onSubmit();
        }}
      >
        <Stack gap="md">
          {children}
          {formError && (
            <Alert color="red" role="alert" p="xs">
              {apiText(formError)}
            </Alert>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {intl.formatMessage({ id: 'commission.modal.cancel', defaultMessage: 'Cancel' })}
            </Button>
            <Button type="submit" loading={busy}>
              {submitLabel ?? intl.formatMessage({ id: 'commission.modal.update', defaultMessage: 'Update' })}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
