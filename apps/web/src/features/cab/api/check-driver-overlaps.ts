import { cabEndpoints, type AssignCabDriverRequest } from '@oc/contract';
import { useMutation } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/endpoint';

/**
 * POST /cabOperator/assignCabDriver/overlaps (the assign body): the account's other trips with the
 * same driver or RC at an overlapping time. A warning before assigning; nothing changes.
 */
export function checkDriverOverlaps(body: AssignCabDriverRequest) {
  return callEndpoint(cabEndpoints.driverOverlaps, { body });
}

export function useCheckDriverOverlaps() {
  return useMutation({ mutationFn: checkDriverOverlaps });
}
