/** Today's date in IST, 'YYYY-MM-DD', plus `days`. */
export function istDay(days: number): string {
  return new Date(Date.now() + 5.5 * 3_600_000 + days * 86_400_000).toISOString().slice(0, 10);
}

/**
 * A selected service as the web's publish form sends it: only `_id` counts, the server reads the
 * rest from the account's own services.
 */
export function dealService(serviceId: string | undefined, name = 'any') {
  return {
    _id: serviceId,
    name,
    startTime: '21:30',
    b2cAssetTypeName: 'AC Sleeper',
    fromCityName: 'Pune',
    toCityName: 'Goa',
    baseSeaterFare: 800,
    baseSleeperFare: null,
  };
}

/** A valid publish-deal body (a flat Custom Offer on one service, days 2–9 ahead), as the web sends it. */
export function dealBody(serviceId: string | undefined, userName: string) {
  return {
    userName,
    selectedSevices: [dealService(serviceId)],
    startDate: `${istDay(2)}T00:00:00`,
    endDate: `${istDay(9)}T00:00:00`,
    dayIncluded: ['MON', 'FRI'],
    minSeatValue: 300,
    type: 'CUSTOM',
    discountType: 'ABSOLUTE',
    discountValue: 50,
    status: 'ACTIVE',
  };
}
