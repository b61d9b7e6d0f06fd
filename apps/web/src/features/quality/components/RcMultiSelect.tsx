import { MultiSelect } from '@mantine/core';
import { QUALITY_MESSAGES } from '@oc/contract';
import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { useBusRcs } from '../../buses/api/get-bus-rcs';
import { isMobile } from '../../../lib/device';
import { showToast } from '../../../lib/toast';
import { readFailure } from '../../../components/states/failure';
import { noRcMatch } from '../../../lib/rc-search';

/**
 * The RC filter of the inspection, audit and feedback screens (part 2 §2): a multi-select over the
 * account's buses (the buses feature's one RC list, `useBusRcs`). Nothing chosen means every bus.
 * When the list does not load or is empty, §8's 'something went wrong' toast shows once.
 */
export function RcMultiSelect({
  value,
  onChange,
  label,
}: {
  value: string[];
  onChange: (rcs: string[]) => void;
  label?: string;
}) {
  const intl = useIntl();
  const rcs = useBusRcs();
  const [search, setSearch] = useState('');
  // A screen outside the acting model shows its own notice; only a real failure or no bus is news.
  const failed =
    (rcs.isError && readFailure(rcs.error, { what: 'your buses' }).kind === 'failed') ||
    (rcs.isSuccess && rcs.data.length === 0);
  useEffect(() => {
    if (failed) showToast({ kind: 'error', message: QUALITY_MESSAGES.somethingWentWrong, id: 'quality-rcs' });
  }, [failed]);
  return (
    <MultiSelect
      label={label ?? intl.formatMessage({ id: 'quality.rc.label', defaultMessage: 'Bus RC' })}
      placeholder={
        value.length === 0
          ? intl.formatMessage({ id: 'quality.rc.all', defaultMessage: 'All buses' })
          : undefined
      }
      data={(rcs.data ?? []).map((b) => b.rc)}
      value={value}
      onChange={onChange}
      searchable
      clearable
      hidePickedOptions
      maxValues={50}
      searchValue={search}
      onSearchChange={setSearch}
      nothingFoundMessage={noRcMatch(search)}
      disabled={rcs.isPending}
      w={isMobile ? '100%' : 280}
      comboboxProps={{ withinPortal: true }}
    />
  );
}
