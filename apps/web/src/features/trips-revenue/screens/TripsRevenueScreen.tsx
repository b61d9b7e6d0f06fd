import { PlaceholderPage } from '../../../components/PlaceholderPage';

/** Trips and Revenue (/tripsRevenue) (part 2 §2). */
export default function TripsRevenueScreen() {
  return <PlaceholderPage title="Trips & Revenue" />;
}
