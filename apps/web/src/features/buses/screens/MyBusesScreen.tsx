import { PlaceholderPage } from '../../../components/PlaceholderPage';

/** My Buses (/myBuses): buses by RC (part 2 §2). */
export default function MyBusesScreen() {
  return <PlaceholderPage title="My Buses" />;
}
