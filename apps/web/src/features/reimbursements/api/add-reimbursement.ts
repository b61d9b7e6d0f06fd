import { reimbursementsEndpoints } from '@oc/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TransferProgress } from '../../../lib/api/request';
import { uploadEndpoint } from '../../../lib/endpoint';
import { reimbursementKeys } from './keys';

export interface NewReimbursement {
  rc: string;
  /** Epoch ms of the IST start of each date (part 2 §5). */
  startDate: number;
  endDate: number;
  /** Whole rupees. */
  amount: number;
  file: File;
  onProgress?: (progress: TransferProgress) => void;
}

/**
 * POST /mg/user/addReimbursement (multipart, part 2 §7): the spec's fields, statuses PENDING (the
 * server sets them whatever is sent); answers the list with the new claim first.
 */
export function addReimbursement({ rc, startDate, endDate, amount, file, onProgress }: NewReimbursement) {
  return uploadEndpoint(reimbursementsEndpoints.add, {
    file,
    body: {
      supplyStatus: 'PENDING',
      financeStatus: 'PENDING',
      rc,
      amount: String(amount),
      startDate: String(startDate),
      endDate: String(endDate),
    },
    ...(onProgress ? { onProgress } : {}),
  });
}

/** Files a claim; the answer becomes the full list, and every per-bus list is read again. */
export function useAddReimbursement() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addReimbursement,
    onSuccess: async (rows) => {
      queryClient.setQueryData(reimbursementKeys.list(null), rows);
      await queryClient.invalidateQueries({
        queryKey: reimbursementKeys.lists(),
        predicate: (q) => q.queryKey.at(-1) !== 'all',
      });
    },
  });
}
