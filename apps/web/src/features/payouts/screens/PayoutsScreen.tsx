import { PlaceholderPage } from '../../../components/PlaceholderPage';

/** Payouts (/payouts): invoices and payment advice (part 1 §2). */
export default function PayoutsScreen() {
  return <PlaceholderPage title="Payout DashBoard" />;
}
