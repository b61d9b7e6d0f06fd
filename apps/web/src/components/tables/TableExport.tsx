import { Button, Menu } from '@mantine/core';
import {
  TABLE_EXPORT_MAX_ROWS,
  type TableExportCell,
  type TableExportFormat,
  type TableExportKind,
} from '@oc/contract';
import { IconDownload } from '@tabler/icons-react';
import { useIntl } from 'react-intl';
import { errorMessage } from '../../lib/api/errors';
import { showToast } from '../../lib/toast';
import { useExportTable } from './export-table';

/** One column of an exported table: its heading as shown, how its cells are written, and a cell. */
export interface ExportColumn<T> {
  label: string;
  /** `money`: a number written with 2 decimals in Excel; `number`; `text` (default). */
  kind?: TableExportKind;
  value: (row: T) => TableExportCell;
}

/**
 * "Export" on a table (issue 41; docs/ui.md "Tables"): CSV or Excel of exactly what the table
 * shows — its rows after filters and sort, its columns in order, in the page's language. The
 * screen passes the rows it shows and the columns it draws; the server writes the file
 * (POST /exports/table), formula-like texts as text, named `<name>-<YYYY-MM-DD>`.
 */
export function TableExport<T>({
  name,
  title,
  columns,
  rows,
  disabled,
}: {
  /** The file's name before the date: lower-case words and hyphens ('wallet-transactions'). */
  name: string;
  /** The sheet's name: the table's title as the screen shows it. */
  title: string;
  columns: readonly ExportColumn<T>[];
  rows: readonly T[];
  disabled?: boolean;
}) {
  const intl = useIntl();
  const exporting = useExportTable();
  const run = (format: TableExportFormat) =>
    exporting.mutate(
      {
        format,
        name,
        title,
        columns: columns.map((c) => ({ label: c.label, kind: c.kind ?? 'text' })),
        rows: rows.slice(0, TABLE_EXPORT_MAX_ROWS).map((r) => columns.map((c) => c.value(r))),
      },
      {
        onError: (err) =>
          showToast({
            kind: 'error',
            id: `export-${name}`,
            message: errorMessage(
              err,
              intl.formatMessage({ id: 'table.export.failed', defaultMessage: 'The export failed' }),
            ),
          }),
      },
    );
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <Button
          variant="default"
          size="sm"
          leftSection={<IconDownload size={16} aria-hidden />}
          loading={exporting.isPending}
          disabled={disabled || rows.length === 0}
          data-testid={`export-${name}`}
        >
          {intl.formatMessage({ id: 'table.export.button', defaultMessage: 'Export' })}
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item onClick={() => run('csv')}>CSV</Menu.Item>
        <Menu.Item onClick={() => run('xlsx')}>Excel (.xlsx)</Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
