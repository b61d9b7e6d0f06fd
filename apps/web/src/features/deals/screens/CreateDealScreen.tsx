import { PlaceholderPage } from '../../../components/PlaceholderPage';

/** Create-deal wizard (/deals, prefix match) (part 1 §2). */
export default function CreateDealScreen() {
  return <PlaceholderPage title="Create Deal" />;
}
