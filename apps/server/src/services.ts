import type { FastifyBaseLogger } from 'fastify';
import type { Config } from './config';
import type { Database } from './db/client';
import { AnswerCache, versionReader } from './lib/answer-cache';
import type { Clock } from './lib/clock';
import type { FeatureRoutes } from './lib/endpoints';
import { accountRoutes } from './modules/account/account.routes';
import { AccountService } from './modules/account/account.service';
import { restoreDemoFile } from './modules/account/demo-cheque';
import { authRoutes } from './modules/auth/auth.routes';
import { AuthService } from './modules/auth/auth.service';
import { Hasher, StaffTokenSigner, TokenSigner } from './modules/auth/tokens';
import { auditRoutes } from './modules/audit/audit.routes';
import { AuditService } from './modules/audit/audit.service';
import { proposalsRoutes } from './modules/proposals/proposals.routes';
import { queuesRoutes } from './modules/queues/queues.routes';
import { apiKeysRoutes } from './modules/apikeys/apikeys.routes';
import { ingestRoutes } from './modules/ingest/ingest.routes';
import { IngestService } from './modules/ingest/ingest.service';
import { IngestFilesService } from './modules/ingest/ingest-files.service';
import { createIngestKinds } from './modules/ingest/kinds';
import { ApiKeysService } from './modules/apikeys/apikeys.service';
import { QueuesService } from './modules/queues/queues.service';
import { ProposalsService } from './modules/proposals/proposals.service';
import { ExportsService } from './modules/staff/exports.service';
import { OperatorsService } from './modules/staff/operators.service';
import { staffRoutes } from './modules/staff/staff.routes';
import { StaffService } from './modules/staff/staff.service';
import { busesRoutes } from './modules/buses/buses.routes';
import { cabRoutes } from './modules/cab/cab.routes';
import { CabService } from './modules/cab/cab.service';
import { commissionRoutes } from './modules/commission/commission.routes';
import { OfflineCommissionService } from './modules/commission/commission.service';
import { contractsRoutes } from './modules/contracts/contracts.routes';
import { ContractsService } from './modules/contracts/contracts.service';
import { dealsRoutes } from './modules/deals/deals.routes';
import { DealsService } from './modules/deals/deals.service';
import { filesRoutes } from './modules/files/files.routes';
import { FilesService } from './modules/files/files.service';
import { createFileStorage, type FileStorage } from './modules/files/storage';
import { fleetRoutes } from './modules/fleet/fleet.routes';
import { FleetService } from './modules/fleet/fleet.service';
import { healthRoutes } from './modules/health/health.routes';
import { homeRoutes } from './modules/home/home.routes';
import { exportsRoutes } from './modules/exports/exports.routes';
import { TableExportService } from './modules/exports/exports.service';
import { HomeService } from './modules/home/home.service';
import { kycRoutes } from './modules/kyc/kyc.routes';
import { KycService } from './modules/kyc/kyc.service';
import { paymentWebhookRoutes, sandboxCheckoutRoutes } from './modules/payments/payments.routes';
import { PaymentsService } from './modules/payments/payments.service';
import { payoutsRoutes } from './modules/payouts/payouts.routes';
import { PayoutsService } from './modules/payouts/payouts.service';
import { restoreQualityDemoFile } from './modules/quality/demo-media';
import { qualityRoutes } from './modules/quality/quality.routes';
import { QualityService } from './modules/quality/quality.service';
import { restoreDemoProof } from './modules/reimbursements/demo-proofs';
import { reimbursementsRoutes } from './modules/reimbursements/reimbursements.routes';
import { ReimbursementsService } from './modules/reimbursements/reimbursements.service';
import { DigestService } from './modules/digest/digest.service';
import { digestRoutes } from './modules/digest/digest.routes';
import { walletRoutes } from './modules/wallet/wallet.routes';
import { WalletService } from './modules/wallet/wallet.service';
import { WebhookDispatcher } from './modules/webhooks/dispatcher';
import { webhooksRoutes } from './modules/webhooks/webhooks.routes';
import { WebhooksService } from './modules/webhooks/webhooks.service';
import { createCaptchaProvider, type CaptchaProvider } from './providers/captcha/captcha';
import { createKycProvider, type KycProvider } from './providers/kyc/kyc';
import { createPaymentGateway, type PaymentGateway } from './providers/payments/payments';
import { createEmailProvider, type EmailProvider } from './providers/email/email';
import { createSmsProvider, type SmsProvider } from './providers/sms/sms';
import { createTelephonyProvider, type TelephonyProvider } from './providers/telephony/telephony';
import { createWhatsAppProvider, type WhatsAppProvider } from './providers/whatsapp/whatsapp';

/**
 * The service wiring of the server (docs/architecture.md "Server layout"): every provider and
 * service made from the configuration, or taken from the overrides tests give, and the routes of
 * every feature over them.
 */

/** What tests put in place of the configured providers. */
export interface ServiceOverrides {
  sms?: SmsProvider;
  captcha?: CaptchaProvider;
  kyc?: KycProvider;
  telephony?: TelephonyProvider;
  email?: EmailProvider;
  whatsapp?: WhatsAppProvider;
  payments?: PaymentGateway;
  /** Where stored files live: uploads, generated documents, payout reports (default: STORAGE_PROVIDER). */
  fileStorage?: FileStorage;
  /** How long the webhook dispatcher waits for a receiver (default 10 s; tests shorten it). */
  webhookTimeoutMs?: number;
}

/** The app's providers and services, made once per app. */
export type Services = ReturnType<typeof createServices>;

/** Makes the providers (configured, or the overrides) and the services over them. */
export function createServices(
  config: Config,
  overrides: ServiceOverrides,
  database: Database,
  clock: Clock,
  log: FastifyBaseLogger,
) {
  const db = database.db;
  const hasher = new Hasher(config.secrets.hash);
  const sms = overrides.sms ?? createSmsProvider(config, db, log);
  const captcha = overrides.captcha ?? createCaptchaProvider(config, clock);
  const auth = new AuthService({
    db,
    clock,
    sms,
    captcha,
    hasher,
    signer: new TokenSigner(config.secrets.jwt),
    testNumbers: config.testNumbers,
    log,
  });
  const kyc = new KycService({
    db,
    clock,
    provider: overrides.kyc ?? createKycProvider(config),
    hasher,
    log,
  });
  const files = new FilesService({
    db,
    storage: overrides.fileStorage ?? createFileStorage(config.fileStorage),
    hasher,
    clock,
    // The demo data's files, written again when first read (cheque, quality media, reimbursement proofs).
    restore: async (file) =>
      (await restoreDemoFile(file)) ?? restoreQualityDemoFile(file) ?? (await restoreDemoProof(file)),
  });
  const reimbursements = new ReimbursementsService({ db, clock, files });
  const proposals = new ProposalsService({ db, clock, storage: files.storage });
  const staff = new StaffService({ db, clock, hasher, signer: new StaffTokenSigner(config.secrets.jwt) });
  const queues = new QueuesService({
    db,
    clock,
    files,
    reimbursements,
    proposals,
    claimApprovalProposalRupees: config.claimApprovalProposalRupees,
  });
  const audit = new AuditService({ db });
  const cab = new CabService({
    db,
    clock,
    sms,
    telephony: overrides.telephony ?? createTelephonyProvider(config, log),
    log,
  });
  const home = new HomeService({ db, clock, cab });
  const email = overrides.email ?? createEmailProvider(config, db, log);
  return {
    database,
    captcha,
    auth,
    kyc,
    files,
    deals: new DealsService({ db, clock }),
    home,
    /** The daily digest: subscriptions, preview, and the `digests` job's sends. */
    digest: new DigestService({
      db,
      clock,
      home,
      email,
      whatsapp: overrides.whatsapp ?? createWhatsAppProvider(config, db, log),
      sms,
      publicUrl: config.publicUrl,
      hourIst: config.digestHourIst,
      log,
    }),
    /** The e-mail provider (closed with the app). */
    email,
    /** The operator's tables as CSV or Excel (POST /exports/table). */
    tableExports: new TableExportService({ clock }),
    contracts: new ContractsService({ db, clock }),
    wallet: new WalletService({ db, clock }),
    payments: new PaymentsService({
      db,
      clock,
      gateway: overrides.payments ?? createPaymentGateway(config),
      publicUrl: config.publicUrl,
      log,
    }),
    payouts: new PayoutsService({ db, storage: files.storage }),
    commission: new OfflineCommissionService({ db, clock }),
    account: new AccountService({
      db,
      clock,
      kyc,
      files,
      publicUrl: config.publicUrlConfigured ? config.publicUrl : null,
    }),
    reimbursements,
    cab,
    fleet: new FleetService({ db, clock }),
    staff,
    operators: new OperatorsService({ db, clock }),
    exports: new ExportsService({ db, staff, proposals, queues, audit }),
    proposals,
    queues,
    audit,
    apiKeys: new ApiKeysService({ db, clock }),
    webhooks: new WebhooksService({ db, clock }),
    /** Sends the outbox's webhook deliveries (the `webhooks` job runs it every second). */
    webhookDispatcher: new WebhookDispatcher(
      { db, clock },
      overrides.webhookTimeoutMs !== undefined ? { timeoutMs: overrides.webhookTimeoutMs } : {},
    ),
    ingest: new IngestService({ db, clock }),
    /** The ingestion API's attachments (`POST /api/ingest/v1/files`), through the file pipeline. */
    ingestFiles: new IngestFilesService({ db, clock, files }),
    ingestKinds: createIngestKinds({ home }),
    quality: new QualityService({ db, files }),
    /** The answer cache of the heavy list routes (null when ANSWER_CACHE_MB=0). */
    answers:
      config.answerCacheBytes > 0 ? new AnswerCache(versionReader(db), clock, config.answerCacheBytes) : null,
  };
}

/** Every feature's routes over the services, in the order they are mounted. */
export function featureRoutesOf(s: Services, mode: Config['mode']): FeatureRoutes[] {
  return [
    healthRoutes(s.database, mode),
    ...authRoutes(s.auth, s.captcha),
    homeRoutes(s.home),
    exportsRoutes(s.tableExports),
    digestRoutes(s.digest),
    dealsRoutes(s.deals),
    commissionRoutes(s.commission),
    kycRoutes(s.kyc, s.account),
    walletRoutes({ wallet: s.wallet, payments: s.payments }),
    paymentWebhookRoutes(s.payments),
    // The sandbox gateway's checkout page exists only with the sandbox gateway.
    ...(s.payments.gateway.name === 'sandbox' ? [sandboxCheckoutRoutes(s.payments)] : []),
    payoutsRoutes(s.payouts),
    filesRoutes(s.files),
    accountRoutes(s.account),
    busesRoutes(s.database.db),
    reimbursementsRoutes(s.reimbursements),
    cabRoutes(s.cab),
    fleetRoutes(s.fleet),
    qualityRoutes(s.quality),
    contractsRoutes(s.contracts),
    auditRoutes(s.audit),
    staffRoutes(s.staff, s.operators, s.exports),
    proposalsRoutes(s.proposals),
    queuesRoutes(s.queues),
    apiKeysRoutes(s.apiKeys),
    webhooksRoutes(s.webhooks),
    ingestRoutes(s.ingest, s.ingestKinds, s.ingestFiles),
  ];
}
