import { Button, Menu } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import type { ExportList } from '@oc/contract';
import { useIntl } from 'react-intl';
import { errorMessage } from '../../lib/api/errors';
import { showToast } from '../../lib/toast';
import { useExportList } from '../features/exports/api/export-list';

/**
 * "Export" on a console list: the same rows and filters as CSV or Excel, made by the server
 * (GET /exports/:list) and saved by the browser.
 */
export function ExportMenu({
  list,
  filters,
  disabled,
}: {
  list: ExportList;
  filters?: Record<string, string | undefined>;
  disabled?: boolean;
}) {
  const intl = useIntl();
  const exporting = useExportList();
  const run = (format: 'csv' | 'xlsx') =>
    exporting.mutate(
      { list, format, ...(filters ? { filters } : {}) },
      {
        onError: (err) =>
          showToast({
            kind: 'error',
            message: errorMessage(
              err,
              intl.formatMessage({ id: 'admin.common.export.failed', defaultMessage: 'The export failed' }),
            ),
          }),
      },
    );
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <Button
          variant="default"
          leftSection={<IconDownload size={16} />}
          loading={exporting.isPending}
          disabled={disabled}
          data-testid={`export-${list}`}
        >
          {intl.formatMessage({ id: 'admin.common.export.button', defaultMessage: 'Export' })}
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item onClick={() => run('csv')}>CSV</Menu.Item>
        <Menu.Item onClick={() => run('xlsx')}>Excel (.xlsx)</Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
