import { PlaceholderPage } from '../../../components/PlaceholderPage';

/** KYC Verification (/kyc): PAN, Aadhar, GSTIN, MSME (part 1 §2). */
export default function KycScreen() {
  return <PlaceholderPage title="KYC Verification" />;
}
