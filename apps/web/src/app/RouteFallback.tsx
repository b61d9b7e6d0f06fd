import { ROUTES } from '@oc/contract/constants';
import { useLocation } from 'react-router';
import { PageLoader } from '../components/PageLoader';
import { PaymentProcessing } from '../features/wallet/components/PaymentCard';

/**
 * What a route shows while its code or the shell's first call is on its way (docs/ui.md "States").
 * The payment result page (/processing) shows 'Processing your payment...' at once, so the page a
 * gateway returns to is never blank; other guarded screens show the page loader, and the root
 * (login, Not Found) shows nothing with `blank`.
 */
export function RouteFallback({ blank = false }: { blank?: boolean }) {
  const { pathname } = useLocation();
  if (pathname === ROUTES.processing) return <PaymentProcessing />;
  return blank ? null : <PageLoader />;
}
