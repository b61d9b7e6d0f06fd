import { PlaceholderPage } from '../../../components/PlaceholderPage';

/** Cab and fleet trips (/trips) (part 2 §2). */
export default function TripsScreen() {
  return <PlaceholderPage title="Trips" />;
}
