import { DEFAULT_INSPECTION_KIND, INSPECTION_KINDS, type InspectionKind } from '@oc/contract';
import { useIntl } from 'react-intl';
import { QualityRecordsScreen, type RecordsQuery } from '../components/QualityRecordsScreen';
import type { TransferProgress } from '../../../lib/api/request';
import { INSPECTION_KIND_LABELS } from '../../../lib/labels';
import { exportInspections } from '../api/export-inspections';
import { useInspections } from '../api/get-inspections';

/** §7: inspections are asked for with `type=groupWork`. */
function useInspectionRecords(query: RecordsQuery<InspectionKind> | null) {
  return useInspections(query && { type: 'groupWork', ...query });
}

function exportInspectionRecords(
  query: RecordsQuery<InspectionKind>,
  onProgress?: (p: TransferProgress) => void,
) {
  return exportInspections({ type: 'groupWork', ...query }, onProgress);
}

/** Inspection Data (/inspectionDataDetails; part 2 §2, §5, §7, §8). MG only. */
export default function InspectionDataScreen() {
  const intl = useIntl();
  return (
    <QualityRecordsScreen<InspectionKind>
      title={intl.formatMessage({ id: 'quality.inspections.title', defaultMessage: 'Inspection Data' })}
      kindLabel={intl.formatMessage({ id: 'quality.inspections.kind', defaultMessage: 'Inspection type' })}
      kinds={INSPECTION_KINDS}
      kindLabels={INSPECTION_KIND_LABELS}
      defaultKind={DEFAULT_INSPECTION_KIND}
      texts={{
        loading: intl.formatMessage({
          id: 'quality.inspections.loading',
          defaultMessage: 'Loading inspections',
        }),
        what: intl.formatMessage({ id: 'quality.inspections.what', defaultMessage: 'the inspections' }),
        list: intl.formatMessage({ id: 'quality.inspections.list', defaultMessage: 'Inspections' }),
      }}
      useRecords={useInspectionRecords}
      exportRecords={exportInspectionRecords}
    />
  );
}
