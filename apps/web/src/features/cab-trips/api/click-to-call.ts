import { cabEndpoints } from '@oc/contract';
import { useMutation } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/endpoint';

/** POST /cabOperator/clickToCall {caller, receiver, _id}: answers 'call success'. */
export function clickToCall(body: { caller: string; receiver: string; _id: string }) {
  return callEndpoint(cabEndpoints.clickToCall, { body });
}

export function useClickToCall() {
  return useMutation({ mutationFn: clickToCall });
}
