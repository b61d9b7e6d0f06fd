import { ADMIN_KEY } from '../../../lib/keys';

/** The staff feature's query keys (the signed-in member, enrolment links, operators). */
export const staffKeys = {
  all: () => [ADMIN_KEY, 'staff'] as const,
  me: () => [...staffKeys.all(), 'me'] as const,
  enrolment: (token: string) => [...staffKeys.all(), 'enrolment', token] as const,
  operators: () => [...staffKeys.all(), 'operators'] as const,
  search: (q: string) => [...staffKeys.operators(), 'search', q] as const,
  operator: (id: string) => [...staffKeys.operators(), 'detail', id] as const,
};
