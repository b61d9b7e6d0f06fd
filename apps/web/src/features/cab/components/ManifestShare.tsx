import { Button } from '@mantine/core';
import type { CabBooking, CabTrip } from '@oc/contract';
import { IconDownload, IconShare } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import { exportTable } from '../../../components/tables/export-table';
import type { ExportColumn } from '../../../components/tables/TableExport';
import { errorMessage } from '../../../lib/api/errors';
import { saveDownload, shareOrSave } from '../../../lib/api/download';
import { isMobile } from '../../../lib/device';
import { formatDateIst, formatTimeIst } from '../../../lib/format';
import { showToast } from '../../../lib/toast';

/**
 * The trip's manifest (issue 41): its passengers as a CSV — name, masked mobile, seats, status,
 * pick-up and drop with their times, marshal — shared from a phone (WhatsApp and the rest;
 * `shareOrSave`, saved where the browser cannot share files), downloaded on a computer. Written by
 * the table export (POST /exports/table), named `manifest-<trip>-<date>.csv`.
 */
export function ManifestShare({ trip }: { trip: CabTrip }) {
  const intl = useIntl();
  const marshalOf = new Map(
    trip.boaredCoreBooking.map((b) => [b.bookingId, b.boardedLegMarshalDetails.name ?? '']),
  );
  const f = intl.formatMessage;
  const columns: ExportColumn<CabBooking>[] = [
    { label: f({ id: 'cab.manifest.passenger', defaultMessage: 'Passenger' }), value: (b) => b.name },
    { label: f({ id: 'cab.manifest.mobile', defaultMessage: 'Mobile' }), value: (b) => b.mobileNo },
    {
      label: f({ id: 'cab.manifest.seats', defaultMessage: 'Seats' }),
      kind: 'number',
      value: (b) => b.noOfSeats,
    },
    {
      label: f({ id: 'cab.manifest.status', defaultMessage: 'Status' }),
      value: (b) =>
        b.status === 'CONFIRMED'
          ? f({ id: 'cab.manifest.confirmed', defaultMessage: 'Confirmed' })
          : f({ id: 'cab.manifest.cancelled', defaultMessage: 'Cancelled' }),
    },
    { label: f({ id: 'cab.manifest.pickup', defaultMessage: 'Pick-up' }), value: (b) => b.fromStation.name },
    {
      label: f({ id: 'cab.manifest.pickupTime', defaultMessage: 'Pick-up time' }),
      value: (b) => `${formatTimeIst(b.fromStationDate)} ${formatDateIst(b.fromStationDate)}`,
    },
    { label: f({ id: 'cab.manifest.drop', defaultMessage: 'Drop' }), value: (b) => b.toStation.name },
    {
      label: f({ id: 'cab.manifest.dropTime', defaultMessage: 'Drop time' }),
      value: (b) => `${formatTimeIst(b.toStationDate)} ${formatDateIst(b.toStationDate)}`,
    },
    {
      label: f({ id: 'cab.manifest.marshal', defaultMessage: 'Marshal' }),
      value: (b) => marshalOf.get(b._id) ?? '',
    },
  ];
  const title = f({ id: 'cab.manifest.title', defaultMessage: 'Manifest {trip}' }, { trip: trip.groupCode });
  const send = useMutation({
    mutationFn: () =>
      exportTable(
        {
          format: 'csv',
          name: `manifest-${trip.groupCode.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`.slice(0, 60),
          title,
          columns: columns.map((c) => ({ label: c.label, kind: c.kind ?? 'text' })),
          rows: trip.bookings.map((b) => columns.map((c) => c.value(b))),
        },
        isMobile ? (file) => shareOrSave(file, title) : saveDownload,
      ),
    onError: (err) => showToast({ kind: 'error', id: 'cab-manifest', message: errorMessage(err) }),
  });
  return (
    <Button
      variant="default"
      size="sm"
      leftSection={isMobile ? <IconShare size={16} aria-hidden /> : <IconDownload size={16} aria-hidden />}
      loading={send.isPending}
      disabled={trip.bookings.length === 0}
      onClick={() => send.mutate()}
      data-testid="manifest-share"
    >
      {isMobile
        ? f({ id: 'cab.manifest.share', defaultMessage: 'Share manifest' })
        : f({ id: 'cab.manifest.download', defaultMessage: 'Download manifest' })}
    </Button>
  );
}
