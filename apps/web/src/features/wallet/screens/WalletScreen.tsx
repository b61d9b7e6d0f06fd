import { PlaceholderPage } from '../../../components/PlaceholderPage';

/** Wallet (/wallet): balance, top-up and transactions (part 1 §2). */
export default function WalletScreen() {
  return <PlaceholderPage title="Wallet" />;
}
