import { accountEndpoints } from '@oc/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { isApiError } from '../../../lib/api/errors';
import type { TransferProgress } from '../../../lib/api/request';
import { uploadEndpoint } from '../../../lib/endpoint';
import { kycKeys } from '../../kyc/api/keys';

export interface ChequeUpload {
  file: File;
  onProgress?: (progress: TransferProgress) => void;
}

/** POST /user/chequeUpload (multipart, field myFile): status PENDING; answers [profile]. */
export function uploadCheque({ file, onProgress }: ChequeUpload) {
  return uploadEndpoint(accountEndpoints.chequeUpload, { file, ...(onProgress ? { onProgress } : {}) });
}

/** Uploads a cancelled cheque; the status is taken from the answer (part 2 §4). */
export function useUploadCheque() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadCheque,
    onSuccess: (profile) => queryClient.setQueryData(kycKeys.details(), profile),
    // 409: the state moved elsewhere (another tab, the back office): show the current one.
    onError: (err) => {
      if (isApiError(err) && err.status === 409)
        void queryClient.invalidateQueries({ queryKey: kycKeys.details() });
    },
  });
}
