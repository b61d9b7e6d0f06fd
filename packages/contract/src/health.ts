import { z } from 'zod';
import { envelope } from './common';
import { defineEndpoint } from './endpoint';

export const healthSchema = envelope(
  z.object({ status: z.enum(['ok', 'degraded']), database: z.enum(['up', 'down']), mode: z.string() }),
);
export type Health = z.infer<typeof healthSchema>;

/** `GET /api/health` (an addition, from the site root): 200 'ok', or 503 'degraded' with the same shape. */
export const healthEndpoints = {
  health: defineEndpoint({
    method: 'GET',
    path: '/api/health',
    root: true,
    access: 'public',
    response: healthSchema,
    alsoAnswers: [503],
    errors: [],
    tags: ['platform'],
    summary: 'Liveness and database check',
  }),
};
