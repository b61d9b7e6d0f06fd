import { PlaceholderPage } from '../../../components/PlaceholderPage';

/** Home (/): today's sales, notifications, quick actions (part 1 §2 Home). */
export default function HomeScreen() {
  return <PlaceholderPage title="Home" />;
}
