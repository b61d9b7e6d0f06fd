import { PlaceholderPage } from '../../../components/PlaceholderPage';

/** Audit Data (/auditDataDetails) (part 2 §2). */
export default function AuditDataScreen() {
  return <PlaceholderPage title="Audit Data" />;
}
