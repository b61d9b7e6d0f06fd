import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Drawer, Modal, Stack, Text, TextInput, ThemeIcon } from '@mantine/core';
import { IconX } from '@tabler/icons-react';
import {
  DRIVER_NAME_MAX,
  RC_NUMBER_MAX,
  assignDriverFormSchema,
  type AssignDriverFormInput,
  type CabTrip,
} from '@oc/contract';
import { useMemo, useState, type ReactNode } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { DigitsInput } from '../../../components/DigitsInput';
import { SuccessDialog } from '../../../components/SuccessDialog';
import { ApiError } from '../../../lib/api';
import { isMobile } from '../../../lib/device';
import { FORM_ERROR, applyServerErrors } from '../../../lib/forms';
import { showToast } from '../../../lib/toast';
import { useAssignDriver } from '../api/assign-driver';
import { useDriverCommunication } from '../api/send-driver-communication';

type DriverFields = Pick<CabTrip, 'id' | 'rcNumber' | 'driverMobileNo' | 'driverName'>;

/** A bottom drawer as tall as its content (at most the screen). */
const BOTTOM_SHEET = { content: { height: 'auto', width: '100%', maxWidth: '100%' } } as const;

const EMPTY: AssignDriverFormInput = { rcNumber: '', driverMobileNo: '', driverName: '' };
const FIELDS = ['rcNumber', 'driverMobileNo', 'driverName'] as const;

/**
 * The assign flow (part 2 §4): the 'Assign Driver' modal (400 px, desktop) or the 'Assign a driver'
 * bottom drawer (mobile) over the §5 form; on success it closes, shows 'Assignment Successful',
 * sends the driver communication event (new, or update when the trip had driver data) and the trips
 * are read again; on failure it closes and shows 'Assignment Failed'.
 */
export function useAssignDriverFlow() {
  const [trip, setTrip] = useState<DriverFields | null>(null);
  const [result, setResult] = useState<'success' | 'failure' | null>(null);
  const ui = (
    <>
      <AssignDriverDialog
        trip={trip}
        onClose={() => setTrip(null)}
        onDone={(ok) => {
          setTrip(null);
          setResult(ok ? 'success' : 'failure');
        }}
      />
      <SuccessDialog
        opened={result === 'success'}
        title="Assignment Successful"
        detail="Trip has been successfully assigned to driver."
        primary={{ label: 'Ok', onClick: () => setResult(null) }}
        onClose={() => setResult(null)}
      />
      <FailureDialog opened={result === 'failure'} onClose={() => setResult(null)} />
    </>
  );
  return { open: (t: DriverFields) => setTrip(t), ui };
}

function FailureDialog({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      centered
      withCloseButton={false}
      size={360}
      closeOnClickOutside={false}
    >
      <Stack align="center" gap="sm" ta="center">
        <ThemeIcon color="red" radius="xl" size={48} variant="light">
          <IconX size={28} aria-hidden />
        </ThemeIcon>
        <Text fw={700} size="lg" component="h2" m={0}>
          Assignment Failed
        </Text>
        <Text size="sm" c="dimmed">
          Trip could not be assigned to driver.
        </Text>
        <Button fullWidth onClick={onClose} data-autofocus>
          Ok
        </Button>
      </Stack>
    </Modal>
  );
}

function Shell({ opened, onClose, children }: { opened: boolean; onClose: () => void; children: ReactNode }) {
  if (isMobile)
    return (
      <Drawer
        opened={opened}
        onClose={onClose}
        position="bottom"
        title="Assign a driver"
        size="auto"
        radius="md"
        styles={BOTTOM_SHEET}
      >
        {children}
      </Drawer>
    );
  return (
    <Modal opened={opened} onClose={onClose} title="Assign Driver" size={400} centered>
      {children}
    </Modal>
  );
}

function AssignDriverDialog({
  trip,
  onClose,
  onDone,
}: {
  trip: DriverFields | null;
  onClose: () => void;
  onDone: (ok: boolean) => void;
}) {
  // The trip stays while the dialog closes, so its fields do not blank mid-transition.
  const [shown, setShown] = useState<DriverFields | null>(trip);
  if (trip && trip !== shown) setShown(trip);
  return (
    <Shell opened={trip !== null} onClose={onClose}>
      {shown ? <AssignDriverForm key={shown.id} trip={shown} onDone={onDone} /> : null}
    </Shell>
  );
}

function AssignDriverForm({ trip, onDone }: { trip: DriverFields; onDone: (ok: boolean) => void }) {
  const schema = useMemo(() => assignDriverFormSchema(trip), [trip]);
  const form = useForm<AssignDriverFormInput, unknown, AssignDriverFormInput>({
    defaultValues: EMPTY,
    resolver: zodResolver(schema),
    reValidateMode: 'onSubmit',
  });
  const assign = useAssignDriver();
  const communicate = useDriverCommunication();
  const values = useWatch({ control: form.control });
  const allEmpty = FIELDS.every((f) => (values[f] ?? '').trim() === '');
  const formError = form.formState.errors.root?.server?.message;
  const hadDriver = Boolean(trip.rcNumber || trip.driverMobileNo || trip.driverName);

  const submit = form.handleSubmit((v) => {
    assign.mutate(
      {
        _id: trip.id,
        driverMobileNo: Number(v.driverMobileNo),
        driverName: v.driverName.trim(),
        rcNumber: v.rcNumber,
      },
      {
        onSuccess: (answer) => {
          const first = answer[0];
          if (!first?.driverDetails.mobileNo || !first.vehicleDetails.rc) return onDone(false);
          communicate.mutate(
            {
              _id: trip.id,
              event: hadDriver ? 'driverAssignedCabBookingGroupUpdate' : 'driverAssignedCabBookingGroup',
            },
            {
              onError: () =>
                showToast({
                  kind: 'error',
                  message: 'The driver was assigned, but the SMS to the driver could not be sent.',
                  id: `cab-driver-sms-${trip.id}`,
                }),
            },
          );
          onDone(true);
        },
        onError: (err) => {
          if (err instanceof ApiError && err.status === 400 && err.errors.length > 0) {
            applyServerErrors(form.setError, err, { fields: FIELDS });
            return;
          }
          onDone(false);
        },
      },
    );
  });

  const clearing = (field: (typeof FIELDS)[number]) => () => {
    form.clearErrors(field);
    form.clearErrors(FORM_ERROR);
  };
  return (
    <form onSubmit={(e) => void submit(e)} noValidate>
      <Stack gap="sm">
        <Controller
          control={form.control}
          name="rcNumber"
          render={({ field, fieldState }) => (
            <TextInput
              label="RC Number"
              placeholder={trip.rcNumber ?? 'e.g. KA01AB1234'}
              value={field.value}
              onChange={(e) => {
                field.onChange(
                  e.currentTarget.value
                    .replace(/[^A-Za-z0-9]/g, '')
                    .toUpperCase()
                    .slice(0, RC_NUMBER_MAX),
                );
                clearing('rcNumber')();
              }}
              onBlur={field.onBlur}
              error={fieldState.error?.message}
              autoComplete="off"
            />
          )}
        />
        <Controller
          control={form.control}
          name="driverMobileNo"
          render={({ field, fieldState }) => (
            <DigitsInput
              label="Driver Mobile Number"
              placeholder={trip.driverMobileNo ?? '10-digit mobile number'}
              maxDigits={10}
              value={field.value}
              onChange={(v) => {
                field.onChange(v);
                clearing('driverMobileNo')();
              }}
              onBlur={field.onBlur}
              error={fieldState.error?.message}
            />
          )}
        />
        <Controller
          control={form.control}
          name="driverName"
          render={({ field, fieldState }) => (
            <TextInput
              label="Driver Name"
              placeholder={trip.driverName ?? 'Full name'}
              value={field.value}
              onChange={(e) => {
                field.onChange(e.currentTarget.value.replace(/[^A-Za-z ]/g, '').slice(0, DRIVER_NAME_MAX));
                clearing('driverName')();
              }}
              onBlur={field.onBlur}
              error={fieldState.error?.message}
              autoComplete="off"
            />
          )}
        />
        {hadDriver ? (
          <Text size="xs" c="dimmed">
            Leave a field empty to keep its current value.
          </Text>
        ) : null}
        {formError ? (
          <Text size="sm" c="red" role="alert">
            {formError}
          </Text>
        ) : null}
        <Button type="submit" fullWidth disabled={allEmpty} loading={assign.isPending}>
          Assign
        </Button>
      </Stack>
    </form>
  );
}
