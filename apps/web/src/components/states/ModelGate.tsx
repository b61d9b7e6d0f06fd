import { featureInModel, notInModelMessage, type EndpointDef } from '@oc/contract';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { resolveUserType } from '../../lib/session';
import { UnavailableState } from './States';

/**
 * A screen of a feature that belongs to some business models (its endpoint's `accountTypes`):
 * in any other model the neutral not-in-model notice shows at once, and nothing is called
 * (docs/ui.md "States"). Give it the endpoint that names the feature ('KYC': the verify call).
 */
export function ModelGate({ endpoint, children }: { endpoint: EndpointDef; children: ReactNode }) {
  const intl = useIntl();
  const type = resolveUserType();
  if (!featureInModel(endpoint, type)) {
    const feature =
      endpoint.feature ??
      intl.formatMessage({ id: 'common.states.thisFeature', defaultMessage: 'this feature' });
    return <UnavailableState message={notInModelMessage(feature, type)} />;
  }
  return <>{children}</>;
}
