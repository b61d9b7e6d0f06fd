import { Anchor, Button, Group, Modal, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconArrowLeft, IconRouteOff } from '@tabler/icons-react';
import { ROUTES, TRIP_DETAILS_ERROR } from '@oc/contract';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { notInModelOf } from '../../../components/states/failure';
import { QueryError } from '../../../components/states/QueryState';
import { LoadingState, UnavailableState } from '../../../components/states/States';
import { ApiError } from '../../../lib/api/errors';
import { useTrip } from '../api/get-trip';
import { useAssignDriverFlow } from '../components/AssignDriver';
import { ManifestShare } from '../components/ManifestShare';
import { DriverBlock, MarshalCards, PassengerGroups, TripTile } from '../components/TripDetail';
import { useNow } from '../lib/use-now';

/** 'Trip doesn’t exist' (part 2 §2): 'Go to Home' or closing returns to /trips. */
function MissingTrip() {
  const navigate = useNavigate();
  const home = () => void navigate(ROUTES.trips, { replace: true });
  return (
    <Modal
      opened
      onClose={home}
      centered
      withCloseButton={false}
      size={380}
      aria-labelledby="missing-trip-title"
    >
      <Stack align="center" gap="sm" ta="center">
        <ThemeIcon color="gray" radius="xl" size={48} variant="light">
          <IconRouteOff size={28} aria-hidden />
        </ThemeIcon>
        <Text id="missing-trip-title" fw={700} size="lg" component="h2" m={0}>
          <FormattedMessage id="cab.missing.title" defaultMessage="Trip doesn’t exist" />
        </Text>
        <Text size="sm" c="dimmed">
          <FormattedMessage
            id="cab.missing.detail"
            defaultMessage="This trip has been reassigned and is not available anymore"
          />
        </Text>
        <Button fullWidth onClick={home} data-autofocus>
          <FormattedMessage id="cab.missing.home" defaultMessage="Go to Home" />
        </Button>
      </Stack>
    </Modal>
  );
}

/** Trip details (/trips/tripDetails?_id={tripId}; part 2 §2, §4). */
export default function TripDetailsScreen() {
  const intl = useIntl();
  const [params] = useSearchParams();
  const tripId = params.get('_id')?.trim() ?? '';
  const trip = useTrip(tripId);
  const now = useNow();
  const assign = useAssignDriverFlow();

  if (tripId === '') return <MissingTrip />;
  if (trip.isPending)
    return (
      <LoadingState
        label={intl.formatMessage({ id: 'cab.detail.loading', defaultMessage: 'Loading the trip' })}
      />
    );
  if (trip.isError) {
    const notInModel = notInModelOf(trip.error);
    if (notInModel) return <UnavailableState message={notInModel} />;
    // A refused id (4xx) is a trip that does not exist; a failure of ours can be retried.
    if (trip.error instanceof ApiError && trip.error.status < 500 && trip.error.status !== 401)
      return <MissingTrip />;
    return (
      <QueryError
        query={trip}
        what={intl.formatMessage({ id: 'cab.detail.what', defaultMessage: 'the trip' })}
      />
    );
  }
  const data = trip.data === TRIP_DETAILS_ERROR ? undefined : trip.data[0];
  if (!data) return <MissingTrip />;

  return (
    <Stack gap="md">
      <Group gap="xs">
        <Anchor
          component={Link}
          to={ROUTES.trips}
          size="sm"
          c="dimmed"
          style={{ display: 'inline-flex', gap: 4 }}
        >
          <IconArrowLeft size={16} aria-hidden />{' '}
          <FormattedMessage id="cab.trips.title" defaultMessage="Trips" />
        </Anchor>
      </Group>
      <Title order={2} fz={{ base: 20, sm: 26 }}>
        <FormattedMessage id="cab.detail.title" defaultMessage="Trip Details" />
      </Title>
      <TripTile trip={data} />
      <DriverBlock trip={data} now={now} onAssign={() => assign.open(data)} />
      {data.marshals.length > 0 ? (
        <Stack gap="xs">
          <Title order={3} fz="md">
            <FormattedMessage id="cab.detail.marshals" defaultMessage="Marshals" />
          </Title>
          <MarshalCards trip={data} now={now} />
        </Stack>
      ) : null}
      <Stack gap="xs">
        <Group justify="space-between" gap="xs">
          <Title order={3} fz="md">
            <FormattedMessage id="cab.detail.passengers" defaultMessage="Passengers" />
          </Title>
          <ManifestShare trip={data} />
        </Group>
        <PassengerGroups trip={data} now={now} />
      </Stack>
      {assign.ui}
    </Stack>
  );
}
