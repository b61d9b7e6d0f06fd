import { defineMessages } from '../messages';

/** Buses (contract buses.ts). */
export const BUSES_API_MESSAGES = defineMessages({
  rcFormat: { id: 'api.buses.rcFormat', defaultMessage: 'A bus RC is letters and digits, at most 10' },
  rcFilterMax: { id: 'api.buses.rcFilterMax', defaultMessage: 'At most {max} RCs' },
  featureBuses: { id: 'api.buses.featureBuses', defaultMessage: 'Buses' },
});
