import { AUDIT_KINDS, DEFAULT_AUDIT_KIND, type AuditKind } from '@oc/contract';
import { useIntl } from 'react-intl';
import { QualityRecordsScreen } from '../components/QualityRecordsScreen';
import { AUDIT_KIND_LABELS } from '../../../lib/labels';
import { exportAudits } from '../api/export-audits';
import { useAudits } from '../api/get-audits';

/**
 * Audit Data (/auditDataDetails; part 2 §2, §5, §7, §8). MG only. Regular audit by default; on a
 * phone two separate date pickers (§5's mobile audit rule).
 */
export default function AuditDataScreen() {
  const intl = useIntl();
  return (
    <QualityRecordsScreen<AuditKind>
      title={intl.formatMessage({ id: 'quality.audits.title', defaultMessage: 'Audit Data' })}
      kindLabel={intl.formatMessage({ id: 'quality.audits.kind', defaultMessage: 'Audit type' })}
      kinds={AUDIT_KINDS}
      kindLabels={AUDIT_KIND_LABELS}
      defaultKind={DEFAULT_AUDIT_KIND}
      texts={{
        loading: intl.formatMessage({ id: 'quality.audits.loading', defaultMessage: 'Loading audits' }),
        what: intl.formatMessage({ id: 'quality.audits.what', defaultMessage: 'the audits' }),
        list: intl.formatMessage({ id: 'quality.audits.list', defaultMessage: 'Audits' }),
      }}
      mobileDatePair
      useRecords={useAudits}
      exportRecords={exportAudits}
    />
  );
}
