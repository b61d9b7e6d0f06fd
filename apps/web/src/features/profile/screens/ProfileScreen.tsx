import { PlaceholderPage } from '../../../components/PlaceholderPage';

/** Account profile (/profile): user, bank proof, points of contact, agreements (part 2 §2). */
export default function ProfileScreen() {
  return <PlaceholderPage title="Account Details" />;
}
