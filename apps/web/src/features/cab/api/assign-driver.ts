import { cabEndpoints, type AssignCabDriverRequest } from '@oc/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/endpoint';
import { cabKeys } from './keys';

/** POST /cabOperator/assignCabDriver {_id, driverMobileNo (number), driverName, rcNumber}. */
export function assignDriver(body: AssignCabDriverRequest) {
  return callEndpoint(cabEndpoints.assignDriver, { body });
}

/** Assigns or edits the driver; the trips and the trip are read again afterwards. */
export function useAssignDriver() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: assignDriver,
    onSettled: () => queryClient.invalidateQueries({ queryKey: cabKeys.all() }),
  });
}
