import { cabEndpoints, type CabDriverEvent } from '@oc/contract';
import { useMutation } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/endpoint';

/** POST /cabOperator/driver/communication {_id, event}: the driver's SMS after an assignment. */
export function sendDriverCommunication(body: { _id: string; event: CabDriverEvent }) {
  return callEndpoint(cabEndpoints.driverCommunication, { body });
}

export function useDriverCommunication() {
  return useMutation({ mutationFn: sendDriverCommunication });
}
