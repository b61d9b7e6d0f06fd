import { Alert, Button, Drawer, Group, Modal, Paper, Stack, Text, TextInput, ThemeIcon } from '@mantine/core';
import { IconAlertTriangle, IconX } from '@tabler/icons-react';
import {
  CAB_DRIVER_MESSAGES,
  DRIVER_NAME_MAX,
  RC_NUMBER_MAX,
  assignDriverFormSchema,
  type AssignCabDriverRequest,
  type AssignDriverFormInput,
  type CabDriverOverlap,
  type CabTrip,
} from '@oc/contract';
import { useMemo, useRef, useState, type ReactNode } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { FormattedMessage, useIntl } from 'react-intl';
import { DigitsInput } from '../../../components/DigitsInput';
import { SuccessDialog } from '../../../components/SuccessDialog';
import { ApiError } from '../../../lib/api/errors';
import { formatDateIst, formatTimeIst } from '../../../lib/format';
import { isMobile } from '../../../lib/device';
import { applyServerErrors, FORM_ERROR, zodResolver } from '../../../lib/forms';
import { showToast } from '../../../lib/toast';
import { useAssignDriver } from '../api/assign-driver';
import { useCheckDriverOverlaps } from '../api/check-driver-overlaps';
import { apiText } from '../../../i18n/language';
import { useDriverCommunication } from '../api/send-driver-communication';

type DriverFields = Pick<
  CabTrip,
  'id' | 'groupCode' | 'from' | 'to' | 'startTime' | 'rcNumber' | 'driverMobileNo' | 'driverName'
>;

/** A field's validation message (the contract's English) in the page's language. */
const errorText = (message: string | undefined) => (message ? apiText(message) : undefined);

/** A bottom drawer as tall as its content (at most the screen). */
const BOTTOM_SHEET = { content: { height: 'auto', width: '100%', maxWidth: '100%' } } as const;

const FIELDS = ['rcNumber', 'driverMobileNo', 'driverName'] as const;
const NAME_CHARS = /^[A-Za-z ]*$/;

/** The element that opened the flow, and the trip row / driver block around it (focus returns there). */
interface Opener {
  element: HTMLElement | null;
  scope: HTMLElement | null;
}

/** Puts the focus back on the opener, or (when a refetch replaced it) on the assign control of its row. */
function restoreFocus(opener: Opener | null) {
  if (!opener) return;
  if (opener.element?.isConnected) return opener.element.focus();
  if (!opener.scope?.isConnected) return;
  const target =
    opener.scope.querySelector<HTMLElement>('[data-assign-control]') ??
    opener.scope.querySelector<HTMLElement>('a[href], button:not([disabled])');
  target?.focus();
}

/**
 * The assign flow (part 2 §4): the 'Assign Driver' modal (400 px, desktop) or the 'Assign a driver'
 * bottom drawer (mobile) over the §5 form, naming the trip; on success it closes, shows 'Assignment
 * Successful' (or 'Assignment Updated' for an edit), sends the driver communication event (new, or
 * update when the trip had driver data) and the trips are read again; on failure it closes and
 * shows 'Assignment Failed'. After the popup the focus goes back to the trip's row (or driver block).
 */
export function useAssignDriverFlow() {
  const [trip, setTrip] = useState<DriverFields | null>(null);
  const [result, setResult] = useState<'assigned' | 'updated' | 'failure' | null>(null);
  const opener = useRef<Opener | null>(null);
  const intl = useIntl();
  const ui = (
    <>
      <AssignDriverDialog
        trip={trip}
        onClose={() => {
          setTrip(null);
          window.setTimeout(() => restoreFocus(opener.current), 0);
        }}
        onDone={(outcome) => {
          setTrip(null);
          setResult(outcome);
        }}
      />
      <SuccessDialog
        opened={result === 'assigned' || result === 'updated'}
        title={
          result === 'updated'
            ? intl.formatMessage({ id: 'cab.assign.updatedTitle', defaultMessage: 'Assignment Updated' })
            : intl.formatMessage({ id: 'cab.assign.successTitle', defaultMessage: 'Assignment Successful' })
        }
        detail={
          result === 'updated'
            ? intl.formatMessage({
                id: 'cab.assign.updatedDetail',
                defaultMessage: 'The trip’s driver details have been updated.',
              })
            : intl.formatMessage({
                id: 'cab.assign.successDetail',
                defaultMessage: 'Trip has been successfully assigned to driver.',
              })
        }
        primary={{
          label: intl.formatMessage({ id: 'cab.assign.ok', defaultMessage: 'Ok' }),
          onClick: () => setResult(null),
        }}
        onClose={() => setResult(null)}
        onExited={() => restoreFocus(opener.current)}
      />
      <FailureDialog
        opened={result === 'failure'}
        onClose={() => setResult(null)}
        onExited={() => restoreFocus(opener.current)}
      />
    </>
  );
  return {
    open: (t: DriverFields) => {
      const element = document.activeElement instanceof HTMLElement ? document.activeElement : null;
      opener.current = {
        element,
        scope: element?.closest<HTMLElement>('[data-trip], [data-assign-scope]') ?? null,
      };
      setTrip(t);
    },
    ui,
  };
}

function FailureDialog({
  opened,
  onClose,
  onExited,
}: {
  opened: boolean;
  onClose: () => void;
  onExited: () => void;
}) {
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      onExitTransitionEnd={onExited}
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
          <FormattedMessage id="cab.assign.failedTitle" defaultMessage="Assignment Failed" />
        </Text>
        <Text size="sm" c="dimmed">
          <FormattedMessage
            id="cab.assign.failedDetail"
            defaultMessage="Trip could not be assigned to driver."
          />
        </Text>
        <Button fullWidth onClick={onClose} data-autofocus>
          <FormattedMessage id="cab.assign.ok" defaultMessage="Ok" />
        </Button>
      </Stack>
    </Modal>
  );
}

function Shell({ opened, onClose, children }: { opened: boolean; onClose: () => void; children: ReactNode }) {
  const intl = useIntl();
  if (isMobile)
    return (
      <Drawer
        opened={opened}
        onClose={onClose}
        position="bottom"
        title={intl.formatMessage({ id: 'cab.assign.drawerTitle', defaultMessage: 'Assign a driver' })}
        size="auto"
        radius="md"
        styles={BOTTOM_SHEET}
        returnFocus={false}
      >
        {children}
      </Drawer>
    );
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={intl.formatMessage({ id: 'cab.assign.assignDriver', defaultMessage: 'Assign Driver' })}
      size={400}
      centered
      returnFocus={false}
    >
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
  onDone: (outcome: 'assigned' | 'updated' | 'failure') => void;
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

/** Which trip the dialog is for: ID, route and start. */
function TripSummary({ trip }: { trip: DriverFields }) {
  return (
    <Paper withBorder radius="md" px="sm" py={8} bg="var(--oc-muted-bg)" data-testid="assign-trip">
      <Group justify="space-between" gap="xs" wrap="nowrap">
        <Text ff="monospace" fw={700} size="sm">
          {trip.groupCode}
        </Text>
        <Text size="xs" c="dimmed" ta="right">
          {formatTimeIst(trip.startTime)}, {formatDateIst(trip.startTime)}
        </Text>
      </Group>
      <Text size="sm" fw={600}>
        {trip.from} - {trip.to}
      </Text>
    </Paper>
  );
}

/** The same driver or RC on another trip at an overlapping time: a warning; the operator may go on. */
function OverlapWarning({ overlaps }: { overlaps: CabDriverOverlap[] }) {
  const intl = useIntl();
  return (
    <Alert
      color="yellow"
      variant="light"
      icon={<IconAlertTriangle size={18} aria-hidden />}
      title={intl.formatMessage({
        id: 'cab.assign.overlapTitle',
        defaultMessage: 'Already on another trip at this time',
      })}
      role="alert"
      data-testid="assign-overlap"
    >
      <Stack gap={4}>
        {overlaps.map((o) => {
          const values = {
            trip: o.groupCode,
            from: o.from,
            to: o.to,
            start: formatTimeIst(o.startTime),
            end: formatTimeIst(o.endTime),
            date: formatDateIst(o.startTime),
            b: (chunks: ReactNode[]) => (
              <Text span ff="monospace" fw={700} size="sm">
                {chunks}
              </Text>
            ),
          };
          return (
            <Text key={o.id} size="sm">
              {o.sameDriver && o.sameRc ? (
                <FormattedMessage
                  id="cab.assign.overlapBoth"
                  defaultMessage="This driver and RC are on <b>{trip}</b> ({from} - {to}, {start}–{end}, {date})."
                  values={values}
                />
              ) : o.sameDriver ? (
                <FormattedMessage
                  id="cab.assign.overlapDriver"
                  defaultMessage="This driver is on <b>{trip}</b> ({from} - {to}, {start}–{end}, {date})."
                  values={values}
                />
              ) : (
                <FormattedMessage
                  id="cab.assign.overlapRc"
                  defaultMessage="This RC is on <b>{trip}</b> ({from} - {to}, {start}–{end}, {date})."
                  values={values}
                />
              )}
            </Text>
          );
        })}
        <Text size="sm">
          <FormattedMessage
            id="cab.assign.overlapAdvice"
            defaultMessage="You may go on, or change the details."
          />
        </Text>
      </Stack>
    </Alert>
  );
}

function AssignDriverForm({
  trip,
  onDone,
}: {
  trip: DriverFields;
  onDone: (outcome: 'assigned' | 'updated' | 'failure') => void;
}) {
  const schema = useMemo(() => assignDriverFormSchema(trip), [trip]);
  // Editing: the trip's current values in the fields themselves.
  const form = useForm<AssignDriverFormInput, unknown, AssignDriverFormInput>({
    defaultValues: {
      rcNumber: trip.rcNumber ?? '',
      driverMobileNo: trip.driverMobileNo ?? '',
      driverName: trip.driverName ?? '',
    },
    resolver: zodResolver(schema),
    reValidateMode: 'onSubmit',
  });
  const intl = useIntl();
  const assign = useAssignDriver();
  const check = useCheckDriverOverlaps();
  const communicate = useDriverCommunication();
  const [overlaps, setOverlaps] = useState<CabDriverOverlap[] | null>(null);
  const values = useWatch({ control: form.control });
  const allEmpty = FIELDS.every((f) => (values[f] ?? '').trim() === '');
  const formError = form.formState.errors.root?.server?.message;
  const hadDriver = Boolean(trip.rcNumber || trip.driverMobileNo || trip.driverName);
  const action = overlaps
    ? hadDriver
      ? intl.formatMessage({ id: 'cab.assign.updateAnyway', defaultMessage: 'Update anyway' })
      : intl.formatMessage({ id: 'cab.assign.assignAnyway', defaultMessage: 'Assign anyway' })
    : hadDriver
      ? intl.formatMessage({ id: 'cab.assign.update', defaultMessage: 'Update' })
      : intl.formatMessage({ id: 'cab.assign.assign', defaultMessage: 'Assign' });

  const serverRefused = (err: unknown) => {
    if (err instanceof ApiError && err.status === 400 && err.errors.length > 0) {
      applyServerErrors(form.setError, err, { fields: FIELDS });
      return true;
    }
    return false;
  };

  const doAssign = (body: AssignCabDriverRequest) => {
    assign.mutate(body, {
      onSuccess: (answer) => {
        const first = answer[0];
        if (!first?.driverDetails.mobileNo || !first.vehicleDetails.rc) return onDone('failure');
        communicate.mutate(
          {
            _id: trip.id,
            event: hadDriver ? 'driverAssignedCabBookingGroupUpdate' : 'driverAssignedCabBookingGroup',
          },
          {
            onError: () =>
              showToast({
                kind: 'error',
                message: intl.formatMessage({
                  id: 'cab.assign.smsFailed',
                  defaultMessage: 'The driver was assigned, but the SMS to the driver could not be sent.',
                }),
                id: `cab-driver-sms-${trip.id}`,
              }),
          },
        );
        onDone(hadDriver ? 'updated' : 'assigned');
      },
      onError: (err) => {
        if (!serverRefused(err)) onDone('failure');
      },
    });
  };

  const submit = form.handleSubmit((v) => {
    const body: AssignCabDriverRequest = {
      _id: trip.id,
      driverMobileNo: Number(v.driverMobileNo),
      driverName: v.driverName.trim(),
      rcNumber: v.rcNumber,
    };
    // Already warned about these details: the operator goes on.
    if (overlaps) return doAssign(body);
    check.mutate(body, {
      onSuccess: (found) => (found.length > 0 ? setOverlaps(found) : doAssign(body)),
      // The warning is advice: when it cannot be had, the assignment itself decides.
      onError: (err) => {
        if (!serverRefused(err)) doAssign(body);
      },
    });
  });

  const clearing = (field: (typeof FIELDS)[number]) => () => {
    form.clearErrors(field);
    form.clearErrors(FORM_ERROR);
    setOverlaps(null);
  };
  return (
    <form onSubmit={(e) => void submit(e)} noValidate>
      <Stack gap="sm">
        <TripSummary trip={trip} />
        <Controller
          control={form.control}
          name="rcNumber"
          render={({ field, fieldState }) => (
            <TextInput
              label={intl.formatMessage({ id: 'cab.assign.rcNumber', defaultMessage: 'RC Number' })}
              placeholder={intl.formatMessage(
                { id: 'cab.form.example', defaultMessage: 'e.g. {example}' },
                { example: 'KA01AB1234' },
              )}
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
              error={errorText(fieldState.error?.message)}
              autoComplete="off"
            />
          )}
        />
        <Controller
          control={form.control}
          name="driverMobileNo"
          render={({ field, fieldState }) => (
            <DigitsInput
              label={intl.formatMessage({
                id: 'cab.assign.driverMobile',
                defaultMessage: 'Driver Mobile Number',
              })}
              placeholder={intl.formatMessage({
                id: 'cab.assign.mobilePlaceholder',
                defaultMessage: '10-digit mobile number',
              })}
              maxDigits={10}
              value={field.value}
              onChange={(v) => {
                field.onChange(v);
                clearing('driverMobileNo')();
              }}
              onBlur={field.onBlur}
              error={errorText(fieldState.error?.message)}
            />
          )}
        />
        <Controller
          control={form.control}
          name="driverName"
          render={({ field, fieldState }) => (
            <TextInput
              label={intl.formatMessage({ id: 'cab.assign.driverName', defaultMessage: 'Driver Name' })}
              placeholder={intl.formatMessage({
                id: 'cab.assign.namePlaceholder',
                defaultMessage: 'Full name',
              })}
              value={field.value}
              maxLength={DRIVER_NAME_MAX}
              onChange={(e) => {
                // Kept as typed: digits or symbols are refused here, never silently removed.
                const typed = e.currentTarget.value;
                field.onChange(typed);
                clearing('driverName')();
                if (!NAME_CHARS.test(typed))
                  form.setError('driverName', { type: 'letters', message: CAB_DRIVER_MESSAGES.nameLetters });
              }}
              onBlur={field.onBlur}
              error={errorText(fieldState.error?.message)}
              autoComplete="off"
            />
          )}
        />
        {hadDriver ? (
          <Text size="xs" c="dimmed">
            <FormattedMessage
              id="cab.assign.keepHint"
              defaultMessage="Leave a field empty to keep its current value."
            />
          </Text>
        ) : null}
        {formError ? (
          <Text size="sm" c="red" role="alert">
            {apiText(formError)}
          </Text>
        ) : null}
        {overlaps ? <OverlapWarning overlaps={overlaps} /> : null}
        <Button type="submit" fullWidth disabled={allEmpty} loading={assign.isPending || check.isPending}>
          {action}
        </Button>
      </Stack>
    </form>
  );
}
