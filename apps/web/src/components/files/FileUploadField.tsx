import { FileInput, Stack } from '@mantine/core';
import { IconFileUpload } from '@tabler/icons-react';
import { FILE_KINDS, acceptOf, formatBytesLimit, type FilePolicy } from '@oc/contract';
import { useIntl, type IntlShape } from 'react-intl';
import { apiText } from '../../i18n/language';
import type { TransferProgress } from '../../lib/api/request';
import { TransferProgressBar, percentOf } from './TransferProgressBar';

/**
 * The kinds of a policy as people read them, in the page's language: the contract's `kindsText`
 * ('JPEG, PNG, WebP or PDF'), the kinds' names being codes.
 */
function kindsOf(policy: FilePolicy, intl: IntlShape): string {
  const names = policy.kinds.map((k) =>
    k === 'xlsx'
      ? intl.formatMessage({ id: 'common.files.kindXlsx', defaultMessage: 'Excel workbook (.xlsx)' })
      : FILE_KINDS[k].label.replace(/ (image|video|audio)$/, ''),
  );
  if (names.length <= 1) return names[0] ?? '';
  return intl.formatMessage(
    { id: 'common.files.kindsOr', defaultMessage: '{head} or {last}' },
    { head: names.slice(0, -1).join(', '), last: names.at(-1) ?? '' },
  );
}

/**
 * The one file picker of the product (docs/ui.md "Files"): the feature's policy decides what the
 * picker offers (`accept`) and the line under it ('JPEG, PNG, WebP or PDF, up to 5 MB'); while the
 * file is sent a progress bar with the percentage stands under it — never a spinner. What is
 * refused (`error`) shows at the field, in the page's language; the form decides when (see
 * `fileFieldSchema`).
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
  const intl = useIntl();
  const uploading = progress !== null;
  const percent = percentOf(progress);
  return (
    <Stack gap={6}>
      <FileInput
        label={label}
        withAsterisk={required}
        placeholder={intl.formatMessage({ id: 'common.files.choose', defaultMessage: 'Choose a file' })}
        description={intl.formatMessage(
          { id: 'common.files.limits', defaultMessage: '{kinds}, up to {size}' },
          { kinds: kindsOf(policy, intl), size: formatBytesLimit(policy.maxBytes) },
        )}
        accept={acceptOf(policy)}
        leftSection={<IconFileUpload size={18} stroke={1.6} aria-hidden />}
        clearable={!uploading}
        value={value}
        onChange={onChange}
        error={error ? apiText(error) : error}
        disabled={disabled || uploading}
      />
      {progress ? (
        <TransferProgressBar
          progress={progress}
          label={
            value
              ? intl.formatMessage(
                  { id: 'common.files.uploadingName', defaultMessage: 'Uploading {name}' },
                  { name: value.name },
                )
              : intl.formatMessage({ id: 'common.files.uploadingFile', defaultMessage: 'Uploading the file' })
          }
          caption={
            percent < 100
              ? intl.formatMessage({ id: 'common.files.uploading', defaultMessage: 'Uploading…' })
              : intl.formatMessage({ id: 'common.files.checking', defaultMessage: 'Checking the file…' })
          }
        />
      ) : null}
    </Stack>
  );
}
