import type { Message } from '../messages';
import { COMMON_API_MESSAGES } from './common';
import { AUTH_API_MESSAGES } from './auth';
import { ACCOUNT_API_MESSAGES } from './account';
import { ADMIN_API_MESSAGES } from './admin';
import { APIKEYS_API_MESSAGES } from './apikeys';
import { AUDIT_API_MESSAGES } from './audit';
import { BUSES_API_MESSAGES } from './buses';
import { CAB_API_MESSAGES } from './cab';
import { COMMISSION_API_MESSAGES } from './commission';
import { CONTRACTS_API_MESSAGES } from './contracts';
import { DEALS_API_MESSAGES } from './deals';
import { DIGEST_API_MESSAGES } from './digest';
import { EXPORTS_API_MESSAGES } from './exports';
import { FILES_API_MESSAGES } from './files';
import { FLEET_API_MESSAGES } from './fleet';
import { HOME_API_MESSAGES } from './home';
import { KYC_API_MESSAGES } from './kyc';
import { PAYOUTS_API_MESSAGES } from './payouts';
import { PROPOSALS_API_MESSAGES } from './proposals';
import { QUALITY_API_MESSAGES } from './quality';
import { QUEUES_API_MESSAGES } from './queues';
import { REIMBURSEMENTS_API_MESSAGES } from './reimbursements';
import { STAFF_API_MESSAGES } from './staff';
import { WALLET_API_MESSAGES } from './wallet';
import { WEBHOOKS_API_MESSAGES } from './webhooks';
import { ZOD_API_MESSAGES } from './zod';

/** Every area's API messages (one file per area: packages/i18n/src/api/<area>.ts). */
export const API_MESSAGE_GROUPS: readonly Record<string, Message>[] = [
  COMMON_API_MESSAGES,
  AUTH_API_MESSAGES,
  ACCOUNT_API_MESSAGES,
  ADMIN_API_MESSAGES,
  APIKEYS_API_MESSAGES,
  AUDIT_API_MESSAGES,
  BUSES_API_MESSAGES,
  CAB_API_MESSAGES,
  COMMISSION_API_MESSAGES,
  CONTRACTS_API_MESSAGES,
  DEALS_API_MESSAGES,
  DIGEST_API_MESSAGES,
  EXPORTS_API_MESSAGES,
  FILES_API_MESSAGES,
  FLEET_API_MESSAGES,
  HOME_API_MESSAGES,
  KYC_API_MESSAGES,
  PAYOUTS_API_MESSAGES,
  PROPOSALS_API_MESSAGES,
  QUALITY_API_MESSAGES,
  QUEUES_API_MESSAGES,
  REIMBURSEMENTS_API_MESSAGES,
  STAFF_API_MESSAGES,
  WALLET_API_MESSAGES,
  WEBHOOKS_API_MESSAGES,
  ZOD_API_MESSAGES,
];
