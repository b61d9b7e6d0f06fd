import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../../test/support';
import { campaignServices, campaigns, services } from '../../db/schema';
import { insertCampaignWithServices, type NewCampaign } from './deals.repository';

describe('insertCampaignWithServices (one statement: the campaign and its services)', () => {
  let t: TestDatabase;
  let accountId: string;
  let serviceIds: string[];

  beforeAll(async () => {
    t = await createTestDatabase({ seed: true });
    const rows = await t.database.db
      .select({ accountId: services.accountId, id: services.id })
      .from(services)
      .orderBy(asc(services.accountId), asc(services.id))
      .limit(3);
    accountId = rows[0]!.accountId;
    serviceIds = rows.filter((r) => r.accountId === accountId).map((r) => r.id);
    expect(serviceIds.length).toBeGreaterThanOrEqual(2);
  });
  afterAll(() => t.close());

  const row = (code: string): NewCampaign => ({
    accountId,
    code,
    type: 'CUSTOM',
    discountType: 'ABSOLUTE',
    discountValue: 5000,
    minSeatValuePaise: 30000,
    startDate: '2031-01-02',
    endDate: '2031-01-09',
    applicableDays: ['MON'],
    exclusionDates: [],
    status: 'ACTIVE',
    createdByName: 'Test',
    createdAt: new Date('2030-12-01T10:00:00Z'),
    updatedAt: new Date('2030-12-01T10:00:00Z'),
  });
  const linked = (campaignId: string) =>
    t.database.db
      .select({ serviceId: campaignServices.serviceId, position: campaignServices.position })
      .from(campaignServices)
      .where(and(eq(campaignServices.accountId, accountId), eq(campaignServices.campaignId, campaignId)))
      .orderBy(asc(campaignServices.position));

  it('inserts the campaign and its services in the order given', async () => {
    const order = [...serviceIds].reverse();
    const created = await insertCampaignWithServices(t.database.db, row('TSTONE01'), order);
    expect(created).toMatchObject({ accountId, code: 'TSTONE01', status: 'ACTIVE' });
    expect(await linked(created!.id)).toEqual(order.map((serviceId, position) => ({ serviceId, position })));
  });

  it('a taken code inserts nothing at all and answers undefined (the caller draws another)', async () => {
    const before = await t.database.db.select({ id: campaigns.id }).from(campaigns);
    const links = await t.database.db.select().from(campaignServices);
    expect(await insertCampaignWithServices(t.database.db, row('TSTONE01'), serviceIds)).toBeUndefined();
    expect(await t.database.db.select({ id: campaigns.id }).from(campaigns)).toHaveLength(before.length);
    expect(await t.database.db.select().from(campaignServices)).toHaveLength(links.length);
  });

  it('a service that is not there fails the whole statement: no campaign is left behind', async () => {
    const count = (await t.database.db.select({ id: campaigns.id }).from(campaigns)).length;
    await expect(
      insertCampaignWithServices(t.database.db, row('TSTONE02'), [
        serviceIds[0]!,
        '00000000-0000-4000-8000-000000000000',
      ]),
    ).rejects.toThrow();
    expect(await t.database.db.select({ id: campaigns.id }).from(campaigns)).toHaveLength(count);
  });
});
