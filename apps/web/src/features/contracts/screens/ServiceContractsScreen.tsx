import { PlaceholderPage } from '../../../components/PlaceholderPage';

/** Services and Contracts (/serviceContracts) (part 2 §2). */
export default function ServiceContractsScreen() {
  return <PlaceholderPage title="Services and Contracts" />;
}
