import { ADMIN_KEY } from '../../../lib/keys';

/** The API keys' query keys; making or revoking a key invalidates `apiKeyKeys.all()`. */
export const apiKeyKeys = {
  all: () => [ADMIN_KEY, 'api-keys'] as const,
  list: () => [...apiKeyKeys.all(), 'list'] as const,
};
