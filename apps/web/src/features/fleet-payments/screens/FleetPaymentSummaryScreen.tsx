import { PlaceholderPage } from '../../../components/PlaceholderPage';

/** Fleet payment summary (/fmlmPaymentSummary) (part 2 §2). */
export default function FleetPaymentSummaryScreen() {
  return <PlaceholderPage title="Payment Summary" />;
}
