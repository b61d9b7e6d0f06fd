import { PlaceholderPage } from '../../../components/PlaceholderPage';

/** Inspection Data (/inspectionDataDetails) (part 2 §2). */
export default function InspectionDataScreen() {
  return <PlaceholderPage title="Inspection Data" />;
}
