import { PlaceholderPage } from '../../../components/PlaceholderPage';

/** Offline Seat Fare (/seatFare): seater and sleeper fares per service and date (part 1 §2). */
export default function SeatFareScreen() {
  return <PlaceholderPage title="Offline Seat Fare" />;
}
