import { PlaceholderPage } from '../../../components/PlaceholderPage';

/** Operator deals list (/operatorDealsDetails) (part 1 §2). */
export default function OperatorDealsScreen() {
  return <PlaceholderPage title="Operator Deals" />;
}
