import { FileInput, Stack } from '@mantine/core';
import { IconFileUpload } from '@tabler/icons-react';
import { acceptOf, formatBytesLimit, kindsText, type FilePolicy } from '@oc/contract';
import type { TransferProgress } from '../../lib/api/request';
import { TransferProgressBar, percentOf } from './TransferProgressBar';

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
      {progress ? (
        <TransferProgressBar
          progress={progress}
          label={`Uploading ${value?.name ?? 'the file'}`}
          caption={percent < 100 ? 'Uploading…' : 'Checking the file…'}
        />
      ) : null}
    </Stack>
  );
}
