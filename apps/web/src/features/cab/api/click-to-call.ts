import { cabEndpoints, type ClickToCallRequest } from '@oc/contract';
import { useMutation } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/endpoint';

/**
 * POST /cabOperator/clickToCall by reference ({role: PASSENGER, bookingId}, {role: MARSHAL, _id,
 * busHostId} or {role: DRIVER, _id}, with the caller's own number): the server resolves the
 * receiver's number; answers 'call success'.
 */
export function clickToCall(body: ClickToCallRequest) {
  return callEndpoint(cabEndpoints.clickToCall, { body });
}

export function useClickToCall() {
  return useMutation({ mutationFn: clickToCall });
}
