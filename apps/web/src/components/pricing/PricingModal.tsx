import { Alert, Button, Group, Modal, ScrollArea, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { isMobile } from '../../lib/device';

/** The frame of every commission and fare modal: title, body, a form-level message, Cancel / Update. */
export function PricingModal({
  title,
  opened,
  onClose,
  onSubmit,
  busy,
  formError,
  submitLabel = 'Update',
  children,
}: {
  title: string;
  opened: boolean;
  onClose: () => void;
  onSubmit: () => void;
  busy: boolean;
  formError?: string | null;
  submitLabel?: string;
  children: ReactNode;
}) {
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={<Text fw={600}>{title}</Text>}
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
              {formError}
            </Alert>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" loading={busy}>
              {submitLabel}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}

interface FieldSchema {
  safeParse(v: unknown): { success: true } | { success: false; error: { issues: { message: string }[] } };
}

/** The contract's message for one field's text, or undefined when it is blank or valid. */
export function fieldMessage(schema: FieldSchema, value: string): string | undefined {
  const r = schema.safeParse(value);
  return r.success ? undefined : r.error.issues[0]?.message;
}
