import { Group, Progress, Stack, Text } from '@mantine/core';
import type { TransferProgress } from '../../lib/api/request';

/** Percent of a transfer done, 0–100 (0 until the size is known). */
export function percentOf(progress: TransferProgress | null): number {
  if (!progress || progress.total <= 0) return 0;
  return Math.min(100, Math.round((progress.loaded / progress.total) * 100));
}

/**
 * The progress of an upload or a download (docs/ui.md "Files"): a bar with the percentage, never a
 * spinner. `label` names it for screen readers ('Uploading cheque.png', 'Downloading payment advice').
 */
export function TransferProgressBar({
  progress,
  label,
  caption,
}: {
  progress: TransferProgress;
  label: string;
  /** The line under the bar ('Uploading…'). */
  caption: string;
}) {
  const percent = percentOf(progress);
  // Without a size (no Content-Length) the bar runs striped and the line counts what has come.
  const known = progress.total > 0;
  return (
    <Stack gap={4}>
      <Progress
        value={known ? percent : 100}
        size="md"
        radius="xl"
        striped={!known}
        animated={!known || percent < 100}
        aria-label={label}
      />
      <Group justify="space-between" gap="xs" wrap="nowrap">
        <Text size="xs" c="dimmed" truncate>
          {caption}
        </Text>
        <Text size="xs" fw={600} data-testid="transfer-percent">
          {known ? `${percent}%` : `${Math.round(progress.loaded / 1024)} KB`}
        </Text>
      </Group>
    </Stack>
  );
}
