import { PlaceholderPage } from '../../../components/PlaceholderPage';

/** Reimbursement claims per bus (/reimbursements) (part 2 §2). */
export default function ReimbursementsScreen() {
  return <PlaceholderPage title="Reimbursements" />;
}
