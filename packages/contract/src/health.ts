import { z } from 'zod';
import { envelope } from './common';

export const healthSchema = envelope(
  z.object({ status: z.enum(['ok', 'degraded']), database: z.enum(['up', 'down']), mode: z.string() }),
);
export type Health = z.infer<typeof healthSchema>;
