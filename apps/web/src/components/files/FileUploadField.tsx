import { FileInput, Group, Progress, Stack, Text } from '@mantine/core';
import { IconFileUpload } from '@tabler/icons-react';
import { acceptOf, formatBytesLimit, kindsText, type FilePolicy } from '@oc/contract';
import { useId } from 'react';
import type { TransferProgress } from '../../lib/api';

/** Percent of an upload sent, 0–100 (0 until the browser reports a total). */
export function percentOf(progress: TransferProgress | null): number {
  if (!progress || progress.total <= 0) return 0;
  return Math.min(100, Math.round((progress.loaded / progress.total) * 100));
}

/**
 * The one file picker of the product (docs/ui.md "Files"): the feature's policy decides what the
 * picker offers (`accept`) and the line under it ('JPEG, PNG, WebP or PDF, up to 5 MB'); while the
 * file is sent a progress bar with the percentage stands under it — never a spinner. What is
 * refused (`error`) shows at the field; the form decides when (see `fileFieldSchema`).
 */
export function FileUploadField({
  policy,
  label,
  value,
  onChange,
  error,
  progress,
  disabled = false,
  required = true,
}: {
  policy: FilePolicy;
  label: string;
  value: File | null;
  onChange: (file: File | null) => void;
  error?: string | undefined;
  /** The upload under way (null: none). */
  progress: TransferProgress | null;
  disabled?: boolean;
  required?: boolean;
}) {
  const progressId = useId();
  const uploading = progress !== null;
  const percent = percentOf(progress);
  return (
    <Stack gap={6}>
      <FileInput
        label={label}
        withAsterisk={required}
        placeholder="Choose a file"
        description={`${kindsText(policy)}, up to ${formatBytesLimit(policy.maxBytes)}`}
        accept={acceptOf(policy)}
        leftSection={<IconFileUpload size={18} stroke={1.6} aria-hidden />}
        clearable={!uploading}
        value={value}
        onChange={onChange}
        error={error}
        disabled={disabled || uploading}
      />
      {uploading ? (
        <Stack gap={4} aria-live="polite">
          <Progress
            value={percent}
            size="md"
            radius="xl"
            animated={percent < 100}
            aria-label={`Uploading ${value?.name ?? 'the file'}`}
            id={progressId}
          />
          <Group justify="space-between" gap="xs">
            <Text size="xs" c="dimmed" truncate>
              {percent < 100 ? 'Uploading…' : 'Checking the file…'}
            </Text>
            <Text size="xs" fw={600} data-testid="upload-percent">
              {percent}%
            </Text>
          </Group>
        </Stack>
      ) : null}
    </Stack>
  );
}
