import { AUDIT_KINDS, DEFAULT_AUDIT_KIND, type AuditKind } from '@oc/contract';
import { QualityRecordsScreen } from '../components/QualityRecordsScreen';
import { AUDIT_KIND_LABELS } from '../../../lib/labels';
import { exportAudits } from '../api/export-audits';
import { useAudits } from '../api/get-audits';

/**
 * Audit Data (/auditDataDetails; part 2 §2, §5, §7, §8). MG only. Regular audit by default; on a
 * phone two separate date pickers (§5's mobile audit rule).
 */
export default function AuditDataScreen() {
  return (
    <QualityRecordsScreen<AuditKind>
      title="Audit Data"
      kindLabel="Audit type"
      kinds={AUDIT_KINDS}
      kindLabels={AUDIT_KIND_LABELS}
      defaultKind={DEFAULT_AUDIT_KIND}
      what="audits"
      mobileDatePair
      useRecords={useAudits}
      exportRecords={exportAudits}
    />
  );
}
