import { Button, Group, Modal, Paper, Select, SimpleGrid, Stack, Table, Text } from '@mantine/core';
import { QUALITY_MESSAGES, type Attachment, type QualityRecord, type WorkItem } from '@oc/contract';
import { IconHeadphones, IconPhoto, IconVideo } from '@tabler/icons-react';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { apiText } from '../../../i18n/language';
import { isMobile } from '../../../lib/device';
import { formatEpochDate, formatTime12 } from '../../../lib/format';
import { showToast } from '../../../lib/toast';
import { EmptyState } from '../../../components/states/States';
import { qualityKindLabel } from '../../../lib/labels';
import { AttachmentModal } from './AttachmentModal';

const ICON = { image: IconPhoto, video: IconVideo, audio: IconHeadphones } as const;

/**
 * An inspection's or audit's detail (part 2 §2): serial, action performed, value, remarks and
 * attachments of its work items; an audit has a dropdown of its inspections (groupWork) and says
 * 'No Data For selected Inspection' (toast and in place) when the chosen one has no items.
 */
export function RecordDetail({ record, onClose }: { record: QualityRecord | null; onClose: () => void }) {
  // The attachment open over the detail, if any. Escape closes only the top dialog: the detail
  // ignores it while an attachment is open (each Mantine modal listens on the window).
  const [open, setOpen] = useState<{ recordId: string; attachment: Attachment } | null>(null);
  const attachment = open && record && open.recordId === record._id ? open.attachment : null;
  return (
    <>
      <Modal
        opened={record !== null}
        onClose={onClose}
        closeOnEscape={attachment === null}
        centered
        fullScreen={isMobile}
        size="xl"
        title={
          record ? (
            <Stack gap={0}>
              <Text fw={700}>
                {apiText(qualityKindLabel(record.name))}:{' '}
                <span style={{ fontFamily: 'monospace' }}>{record.busRc}</span>
              </Text>
              <Text size="xs" c="dimmed">
                <FormattedMessage
                  id="quality.detail.completed"
                  defaultMessage="Completed {date}, {time}"
                  values={{ date: formatEpochDate(record.closedDate), time: formatTime12(record.closedDate) }}
                />
              </Text>
            </Stack>
          ) : (
            ''
          )
        }
      >
        {record ? (
          <DetailBody
            key={record._id}
            record={record}
            onOpen={(a) => setOpen({ recordId: record._id, attachment: a })}
          />
        ) : null}
      </Modal>
      <AttachmentModal attachment={attachment} onClose={() => setOpen(null)} />
    </>
  );
}

function DetailBody({ record, onOpen }: { record: QualityRecord; onOpen: (a: Attachment) => void }) {
  const intl = useIntl();
  const groups = record.groupWork;
  const [group, setGroup] = useState(groups[0]?.name ?? null);
  const chosen = groups.find((g) => g.name === group);
  const work = groups.length > 0 ? (chosen?.work ?? []) : record.work;

  function choose(name: string | null) {
    setGroup(name);
    const next = groups.find((g) => g.name === name);
    if (next && next.work.length === 0)
      showToast({ kind: 'info', message: QUALITY_MESSAGES.noInspectionData, id: 'quality-group' });
  }

  return (
    <Stack gap="sm">
      {groups.length > 0 ? (
        <Select
          label={intl.formatMessage({ id: 'quality.detail.inspection', defaultMessage: 'Inspection' })}
          data={groups.map((g) => ({ value: g.name, label: g.label }))}
          value={group}
          onChange={choose}
          allowDeselect={false}
          w={isMobile ? '100%' : 280}
          comboboxProps={{ withinPortal: true }}
        />
      ) : null}
      {work.length === 0 ? (
        <EmptyState message={apiText(QUALITY_MESSAGES.noInspectionData)} />
      ) : isMobile ? (
        <WorkCards work={work} onOpen={onOpen} />
      ) : (
        <WorkTable work={work} onOpen={onOpen} />
      )}
    </Stack>
  );
}

function Attachments({ item, onOpen }: { item: WorkItem; onOpen: (a: Attachment) => void }) {
  if (item.attachments.length === 0)
    return (
      <Text size="sm" c="dimmed">
        <FormattedMessage id="quality.detail.noAttachments" defaultMessage="None" />
      </Text>
    );
  return (
    <Group gap={6}>
      {item.attachments.map((a, i) => {
        const Icon = ICON[a.attachmentType];
        return (
          <Button
            key={`${a.attachmentUrl}-${String(i)}`}
            size="compact-xs"
            variant="light"
            leftSection={<Icon size={14} aria-hidden />}
            onClick={() => onOpen(a)}
          >
            {a.attachmentLabel}
          </Button>
        );
      })}
    </Group>
  );
}

function WorkTable({ work, onOpen }: { work: WorkItem[]; onOpen: (a: Attachment) => void }) {
  const intl = useIntl();
  return (
    <Table.ScrollContainer minWidth={680}>
      <Table
        striped
        verticalSpacing="xs"
        aria-label={intl.formatMessage({ id: 'quality.detail.workItems', defaultMessage: 'Work items' })}
      >
        <Table.Thead>
          <Table.Tr>
            <Table.Th w={60}>
              <FormattedMessage id="quality.table.serialNo" defaultMessage="S.No" />
            </Table.Th>
            <Table.Th>
              <FormattedMessage id="quality.detail.action" defaultMessage="Action Performed" />
            </Table.Th>
            <Table.Th>
              <FormattedMessage id="quality.detail.value" defaultMessage="Value" />
            </Table.Th>
            <Table.Th>
              <FormattedMessage id="quality.detail.remarks" defaultMessage="Remarks" />
            </Table.Th>
            <Table.Th>
              <FormattedMessage id="quality.detail.attachments" defaultMessage="Attachments" />
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {work.map((w, i) => (
            <Table.Tr key={`${w.name}-${String(i)}`}>
              <Table.Td>{i + 1}</Table.Td>
              <Table.Td>{w.name}</Table.Td>
              <Table.Td fw={600}>{w.value}</Table.Td>
              <Table.Td>{w.remark || '—'}</Table.Td>
              <Table.Td>
                <Attachments item={w} onOpen={onOpen} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

function WorkCards({ work, onOpen }: { work: WorkItem[]; onOpen: (a: Attachment) => void }) {
  const intl = useIntl();
  return (
    <Stack
      gap="xs"
      role="list"
      aria-label={intl.formatMessage({ id: 'quality.detail.workItems', defaultMessage: 'Work items' })}
    >
      {work.map((w, i) => (
        <Paper key={`${w.name}-${String(i)}`} withBorder radius="md" p="sm" role="listitem">
          <Stack gap={6}>
            <Text size="sm" fw={600}>
              {i + 1}. {w.name}
            </Text>
            <SimpleGrid cols={2} spacing={4} verticalSpacing={2}>
              <Text size="xs" c="dimmed">
                <FormattedMessage id="quality.detail.value" defaultMessage="Value" />
              </Text>
              <Text size="xs" ta="right" fw={600}>
                {w.value}
              </Text>
              <Text size="xs" c="dimmed">
                <FormattedMessage id="quality.detail.remarks" defaultMessage="Remarks" />
              </Text>
              <Text size="xs" ta="right">
                {w.remark || '—'}
              </Text>
            </SimpleGrid>
            <Text size="xs" c="dimmed">
              <FormattedMessage id="quality.detail.attachments" defaultMessage="Attachments" />
            </Text>
            <Attachments item={w} onOpen={onOpen} />
          </Stack>
        </Paper>
      ))}
    </Stack>
  );
}
