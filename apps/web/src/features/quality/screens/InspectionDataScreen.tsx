import { DEFAULT_INSPECTION_KIND, INSPECTION_KINDS, type InspectionKind } from '@oc/contract';
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
  return (
    <QualityRecordsScreen<InspectionKind>
      title="Inspection Data"
      kindLabel="Inspection type"
      kinds={INSPECTION_KINDS}
      kindLabels={INSPECTION_KIND_LABELS}
      defaultKind={DEFAULT_INSPECTION_KIND}
      what="inspections"
      useRecords={useInspectionRecords}
      exportRecords={exportInspectionRecords}
    />
  );
}
