import { PlaceholderPage } from '../../../components/PlaceholderPage';

/** Offline Commission (/offlineCommission) (part 1 §2). */
export default function OfflineCommissionScreen() {
  return <PlaceholderPage title="Offline Commission" />;
}
