import { PlaceholderPage } from '../../../components/PlaceholderPage';

/** Weekly payment summaries (/paymentSummary) (part 2 §2). */
export default function PaymentSummaryScreen() {
  return <PlaceholderPage title="Payment Summary" />;
}
