import { Button, Group, Select, Stack, Title } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { REIMBURSEMENT_MESSAGES, reimbursementsEndpoints, type Reimbursement } from '@oc/contract';
import { useEffect, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { ModelGate } from '../../../components/states/ModelGate';
import { QueryState } from '../../../components/states/QueryState';
import { EmptyState } from '../../../components/states/States';
import { isMobile } from '../../../lib/device';
import { showToast } from '../../../lib/toast';
import { useBusRcs } from '../../buses/api/get-bus-rcs';
import { useReimbursements } from '../api/get-reimbursements';
import { AddReimbursementModal } from '../components/AddReimbursementModal';
import { ProofModal } from '../components/ProofModal';
import { ReimbursementCards } from '../components/ReimbursementCards';
import { ReimbursementTotals } from '../components/ReimbursementTotals';
import { ReimbursementsTable, useReimbursementExportColumns } from '../components/ReimbursementsTable';
import { TableExport } from '../../../components/tables/TableExport';

/**
 * Reimbursement claims per bus (/reimbursements, part 2 §2; MG accounts): the searchable bus RC
 * filter with clear, '+ Add Reimbursement', totals (beyond the spec), the claims table (cards on a
 * phone) and the 'Proof' modal.
 */
export default function ReimbursementsScreen() {
  return (
    <ModelGate endpoint={reimbursementsEndpoints.list}>
      <Reimbursements />
    </ModelGate>
  );
}

function Reimbursements() {
  const intl = useIntl();
  const [rc, setRc] = useState<string | null>(null);
  const [adding, setAdding] = useState(false);
  const [viewing, setViewing] = useState<Reimbursement | null>(null);
  const buses = useBusRcs();
  const claims = useReimbursements(rc);
  const exportColumns = useReimbursementExportColumns();
  const rcs = (buses.data ?? []).map((b) => b.rc);
  const noRcs = buses.isError || (buses.isSuccess && buses.data.length === 0);

  // Part 2 §8: the RC list failed or is empty.
  useEffect(() => {
    if (noRcs)
      showToast({ kind: 'error', message: REIMBURSEMENT_MESSAGES.rcFetchFailed, id: 'reimbursement-rcs' });
  }, [noRcs]);

  return (
    <Stack gap="md">
      <Group justify="space-between" gap="sm">
        <Title order={2} fz={{ base: 20, sm: 26 }}>
          <FormattedMessage id="reimbursements.title" defaultMessage="Reimbursements" />
        </Title>
        <Group gap="xs">
          <TableExport
            name={rc ? `reimbursements-${rc.toLowerCase().replace(/[^a-z0-9]+/g, '-')}` : 'reimbursements'}
            title={intl.formatMessage({ id: 'reimbursements.title', defaultMessage: 'Reimbursements' })}
            columns={exportColumns}
            rows={claims.data ?? []}
          />
          <Button variant="subtle" px="xs" onClick={() => setAdding(true)} data-testid="add-reimbursement">
            <FormattedMessage id="reimbursements.addButton" defaultMessage="+ Add Reimbursement" />
          </Button>
        </Group>
      </Group>
      <Select
        aria-label={intl.formatMessage({ id: 'reimbursements.busRc', defaultMessage: 'Bus RC' })}
        placeholder={intl.formatMessage({
          id: 'reimbursements.filter.placeholder',
          defaultMessage: 'Search by bus RC',
        })}
        searchable
        clearable
        nothingFoundMessage={intl.formatMessage({
          id: 'reimbursements.noSuchRc',
          defaultMessage: 'No such RC',
        })}
        leftSection={<IconSearch size={16} stroke={1.6} aria-hidden />}
        data={rcs}
        value={rc}
        onChange={setRc}
        w={isMobile ? '100%' : 280}
        disabled={buses.isPending}
        data-testid="rc-filter"
      />
      <QueryState
        query={claims}
        what={intl.formatMessage({ id: 'reimbursements.what', defaultMessage: 'your reimbursements' })}
      >
        {(rows) => (
          <>
            <ReimbursementTotals rows={rows} />
            {rows.length === 0 ? (
              <EmptyState
                message={
                  rc
                    ? intl.formatMessage(
                        { id: 'reimbursements.emptyForRc', defaultMessage: 'No reimbursements for {rc}' },
                        { rc },
                      )
                    : intl.formatMessage({
                        id: 'reimbursements.empty',
                        defaultMessage: 'No reimbursements yet',
                      })
                }
              />
            ) : isMobile ? (
              <ReimbursementCards rows={rows} onView={setViewing} />
            ) : (
              <ReimbursementsTable rows={rows} onView={setViewing} />
            )}
          </>
        )}
      </QueryState>
      <AddReimbursementModal opened={adding} onClose={() => setAdding(false)} rcs={rcs} />
      <ProofModal claim={viewing} onClose={() => setViewing(null)} />
    </Stack>
  );
}
