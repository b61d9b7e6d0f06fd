/**
 * The audit trail (issue 38): every change by staff, an operator, a command or ingestion, with who,
 * when, what, before and after, and the request. Append-only in the database. Staff read all of it
 * (`GET /api/admin/v1/audit`); an operator reads their acting account's (`GET {prefix}/user/activity`).
 */
import { z } from 'zod';
import { envelope } from './common';
import { STAFF_ROLES } from './constants';
import { defineEndpoint } from './endpoint';

export const ACTOR_KINDS = ['staff', 'operator', 'command', 'ingestion', 'system'] as const;
export const actorKindSchema = z.enum(ACTOR_KINDS);
export type ActorKind = z.infer<typeof actorKindSchema>;

/** One page of the trail at most. */
export const AUDIT_PAGE_MAX = 200;

export const auditEventSchema = z.object({
  id: z.string(),
  at: z.string(),
  actorKind: actorKindSchema,
  /** A staff member's or operator user's id; null for commands and the system. */
  actorId: z.string().nullable(),
  actorName: z.string(),
  /** A staff member's role; null for the others. */
  actorRole: z.string().nullable(),
  /** The operator account the change concerns (null: not an operator's, e.g. a staff account). */
  accountId: z.string().nullable(),
  /** What happened: `wallet.debit.proposed`, `wallet.debit.applied`, `staff.created` … */
  kind: z.string(),
  /** The table and row changed. */
  entity: z.string(),
  entityId: z.string().nullable(),
  before: z.unknown().nullable(),
  after: z.unknown().nullable(),
  requestId: z.string().nullable(),
});
export type AuditEvent = z.infer<typeof auditEventSchema>;

const isoDay = z.iso
  .date('Use a date as YYYY-MM-DD')
  .refine((d) => d >= '2000-01-01' && d <= '2099-12-31', 'Use a date between 2000 and 2099');

/** GET /audit (staff): filters combine; newest first. */
export const auditTrailQuerySchema = z
  .object({
    accountId: z.uuid('Not a valid account id').optional(),
    actorId: z.uuid('Not a valid actor id').optional(),
    actorKind: actorKindSchema.optional(),
    kind: z.string().trim().min(1).max(64).optional(),
    /** IST days, both inclusive. */
    from: isoDay.optional(),
    to: isoDay.optional(),
    limit: z.coerce.number().int().min(1).max(AUDIT_PAGE_MAX).default(100),
  })
  .refine((q) => !q.from || !q.to || q.from <= q.to, {
    message: 'From date must not be after to date',
    path: ['from'],
  });

/** GET {prefix}/user/activity (operator): the acting account's trail, newest first. */
export const activityQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(AUDIT_PAGE_MAX).default(100),
});

/** What an operator sees of an event: who (by name and kind), never staff ids. */
export const activityEventSchema = auditEventSchema.omit({ actorId: true, requestId: true });
export type ActivityEvent = z.infer<typeof activityEventSchema>;

export const auditEndpoints = {
  list: defineEndpoint({
    method: 'GET',
    path: '/audit',
    access: 'staff',
    roles: STAFF_ROLES,
    query: auditTrailQuerySchema,
    response: envelope(z.array(auditEventSchema)),
    errors: [400, 401, 403],
    tags: ['audit'],
    summary: 'The audit trail, newest first, filtered by account, actor, kind and IST days',
  }),
  activity: defineEndpoint({
    method: 'GET',
    path: '/user/activity',
    access: 'tenant',
    query: activityQuerySchema,
    response: envelope(z.array(activityEventSchema)),
    errors: [400, 401, 403],
    tags: ['audit'],
    summary: "The acting account's activity: every change to it, by whom, from what to what",
  }),
};
