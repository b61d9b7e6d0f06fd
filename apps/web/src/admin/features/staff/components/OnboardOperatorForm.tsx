import {
  Button,
  Group,
  Paper,
  Select,
  SimpleGrid,
  Stack,
  Switch,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import {
  ONBOARDING_MESSAGES,
  SUB_TYPES,
  USER_TYPES,
  type OnboardOperator,
  type OperatorDetail,
} from '@oc/contract';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { Controller, useFieldArray, useForm, useWatch, type Control } from 'react-hook-form';
import { useIntl } from 'react-intl';
import type { z } from 'zod';
import { DigitsInput } from '../../../../components/DigitsInput';
import { userTypeLabel } from '../../../../lib/user-type-labels';
import { MessageLine } from '../../../../components/MessageLine';
import { MoneyInput } from '../../../../components/MoneyInput';
import { isApiError } from '../../../../lib/api/errors';
import { applyServerErrors, FORM_ERROR, zodResolver } from '../../../../lib/forms';
import { SUB_TYPE_LABELS } from '../../../../lib/labels';
import {
  EMPTY_ACCOUNT,
  EMPTY_ONBOARDING,
  GROUP_ID_TYPES,
  MAX_ACCOUNTS,
  ONE_PER_PERSON_TYPES,
  TURNOVER_DIGITS,
  fieldOfPath,
  onboardFormSchema,
  type OnboardFields,
} from '../lib/onboarding';

type Request = z.output<typeof onboardFormSchema>;

/** One business account's fields (a card), with its Remove. */
function AccountFieldset({
  control,
  index,
  onRemove,
}: {
  control: Control<OnboardFields, unknown, Request>;
  index: number;
  onRemove: () => void;
}) {
  const intl = useIntl();
  const accounts = useWatch({ control, name: 'accounts' });
  const personName = useWatch({ control, name: 'name' });
  const type = accounts[index]?.type ?? null;
  const groupId = accounts[index]?.groupId ?? '';
  // The types a person has one of are not offered again once another account has them.
  const taken = accounts.flatMap((a, i) => (i !== index && a.type ? [a.type] : []));
  const typeOptions = USER_TYPES.map((t) => ({
    value: t,
    label: userTypeLabel(t, intl),
    disabled: ONE_PER_PERSON_TYPES.includes(t) && taken.includes(t),
  }));
  // Shown for MG and cab, and whenever it holds a value (so a group id left on another type is
  // seen with its message, never sent unseen).
  const withGroupId = (type !== null && GROUP_ID_TYPES.includes(type)) || groupId !== '';
  const number = index + 1;
  const title = intl.formatMessage(
    { id: 'admin.staff.onboard.account', defaultMessage: 'Account {number}' },
    { number },
  );

  return (
    <Paper
      withBorder
      radius="md"
      p="md"
      component="fieldset"
      aria-label={title}
      data-testid="onboard-account"
      style={{ minWidth: 0, margin: 0 }}
    >
      <Stack gap="sm">
        <Group justify="space-between" gap="xs" wrap="nowrap">
          <Text fw={600}>{title}</Text>
          <Button
            variant="subtle"
            color="gray"
            size="xs"
            leftSection={<IconTrash size={14} aria-hidden />}
            onClick={onRemove}
            aria-label={intl.formatMessage(
              { id: 'admin.staff.onboard.removeAccount', defaultMessage: 'Remove account {number}' },
              { number },
            )}
          >
            {intl.formatMessage({ id: 'admin.staff.onboard.remove', defaultMessage: 'Remove' })}
          </Button>
        </Group>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm" verticalSpacing="sm">
          <Controller
            control={control}
            name={`accounts.${index}.type`}
            render={({ field, fieldState }) => (
              <Select
                label={intl.formatMessage({ id: 'admin.staff.type', defaultMessage: 'Type' })}
                description={intl.formatMessage({
                  id: 'admin.staff.onboard.typeHint',
                  defaultMessage: 'The business model: GDS, MG, Electric or Cab',
                })}
                placeholder={intl.formatMessage({
                  id: 'admin.staff.onboard.typePlaceholder',
                  defaultMessage: 'Choose the type',
                })}
                data={typeOptions}
                value={field.value}
                onChange={(v) => field.onChange(v)}
                onBlur={field.onBlur}
                ref={field.ref}
                allowDeselect={false}
                error={fieldState.error?.message}
                comboboxProps={{ withinPortal: true }}
              />
            )}
          />
          <Controller
            control={control}
            name={`accounts.${index}.name`}
            render={({ field, fieldState }) => (
              <TextInput
                label={intl.formatMessage({
                  id: 'admin.staff.onboard.businessName',
                  defaultMessage: 'Business name',
                })}
                description={intl.formatMessage({
                  id: 'admin.staff.onboard.businessNameHint',
                  defaultMessage: "Optional: left empty, it is the person's name",
                })}
                placeholder={
                  personName.trim() ||
                  intl.formatMessage({
                    id: 'admin.staff.onboard.businessNamePlaceholder',
                    defaultMessage: "The person's name",
                  })
                }
                autoComplete="off"
                {...field}
                error={fieldState.error?.message}
              />
            )}
          />
          {withGroupId ? (
            <Controller
              control={control}
              name={`accounts.${index}.groupId`}
              render={({ field, fieldState }) => (
                <TextInput
                  label={intl.formatMessage({ id: 'admin.staff.groupId', defaultMessage: 'Group ID' })}
                  description={intl.formatMessage({
                    id: 'admin.staff.onboard.groupIdHint',
                    defaultMessage: 'Optional: left empty, it is made from the name',
                  })}
                  placeholder={intl.formatMessage(
                    { id: 'admin.staff.onboard.groupIdPlaceholder', defaultMessage: 'e.g. {example}' },
                    { example: 'SHARMA-MG' },
                  )}
                  autoComplete="off"
                  {...field}
                  error={fieldState.error?.message}
                  styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)' } }}
                />
              )}
            />
          ) : null}
          <Controller
            control={control}
            name={`accounts.${index}.subType`}
            render={({ field, fieldState }) => (
              <Select
                label={intl.formatMessage({ id: 'admin.staff.subType', defaultMessage: 'Sub type' })}
                description={intl.formatMessage({
                  id: 'admin.staff.onboard.subTypeHint',
                  defaultMessage: 'Optional: decides which KYC documents are needed',
                })}
                placeholder={intl.formatMessage({
                  id: 'admin.staff.onboard.subTypePlaceholder',
                  defaultMessage: 'Not set',
                })}
                data={SUB_TYPES.map((s) => ({ value: s, label: intl.formatMessage(SUB_TYPE_LABELS[s]) }))}
                value={field.value}
                onChange={(v) => field.onChange(v)}
                onBlur={field.onBlur}
                ref={field.ref}
                clearable
                error={fieldState.error?.message}
                comboboxProps={{ withinPortal: true }}
              />
            )}
          />
          <Controller
            control={control}
            name={`accounts.${index}.turnoverRupees`}
            render={({ field, fieldState }) => (
              <MoneyInput
                label={intl.formatMessage({ id: 'admin.staff.turnover', defaultMessage: 'Turnover' })}
                description={intl.formatMessage({
                  id: 'admin.staff.onboard.turnoverHint',
                  defaultMessage: 'Optional: in whole rupees',
                })}
                maxDigits={TURNOVER_DIGITS}
                name={field.name}
                ref={field.ref}
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
                error={fieldState.error?.message}
              />
            )}
          />
        </SimpleGrid>
        <Group gap="xl" align="flex-start">
          <Controller
            control={control}
            name={`accounts.${index}.isGstinRequired`}
            render={({ field, fieldState }) => (
              <Switch
                label={intl.formatMessage({
                  id: 'admin.staff.gstinRequired',
                  defaultMessage: 'GSTIN required',
                })}
                description={intl.formatMessage({
                  id: 'admin.staff.onboard.gstinRequiredHint',
                  defaultMessage: 'Ask for GSTIN in KYC whatever the sub type',
                })}
                name={field.name}
                ref={field.ref}
                checked={field.value}
                onChange={(e) => field.onChange(e.currentTarget.checked)}
                onBlur={field.onBlur}
                error={fieldState.error?.message}
              />
            )}
          />
          <Controller
            control={control}
            name={`accounts.${index}.isMsme`}
            render={({ field, fieldState }) => (
              <Switch
                label={intl.formatMessage({
                  id: 'admin.staff.msmeRegistered',
                  defaultMessage: 'MSME registered',
                })}
                name={field.name}
                ref={field.ref}
                checked={field.value}
                onChange={(e) => field.onChange(e.currentTarget.checked)}
                onBlur={field.onBlur}
                error={fieldState.error?.message}
              />
            )}
          />
        </Group>
      </Stack>
    </Paper>
  );
}

/**
 * 'Onboard operator': the person (mobile number, the login's; name; e-mail, optional), then 1 to 6
 * business accounts (type; business name, the person's when left empty; group id for MG and cab,
 * made from the name when left empty; sub type; turnover in whole rupees; GSTIN required; MSME),
 * checked with the contract's `onboardOperatorSchema`. The server's field errors
 * (`accounts.0.groupId`, `mobileNo`) go to their fields, the rest under the form.
 */
export function OnboardOperatorForm({
  onboard,
  onOnboarded,
  onCancel,
}: {
  onboard: (body: OnboardOperator) => Promise<OperatorDetail>;
  onOnboarded: (operator: OperatorDetail) => void;
  onCancel?: () => void;
}) {
  const intl = useIntl();
  const form = useForm<OnboardFields, unknown, Request>({
    defaultValues: EMPTY_ONBOARDING,
    resolver: zodResolver(onboardFormSchema),
  });
  const { errors, isSubmitting } = form.formState;
  const accounts = useFieldArray({ control: form.control, name: 'accounts' });
  const accountsMessage = errors.accounts?.root?.message ?? errors.accounts?.message;

  const onValid = async (body: Request) => {
    try {
      onOnboarded(await onboard(body));
    } catch (err) {
      // A number already registered, said without a field: it is the number's.
      if (isApiError(err) && err.errors.length === 0 && err.message === ONBOARDING_MESSAGES.mobileTaken) {
        form.setError('mobileNo', { type: 'server', message: err.message });
        return;
      }
      const count = form.getValues('accounts').length;
      applyServerErrors(form.setError, err, { mapPath: (path) => fieldOfPath(path, count) });
    }
  };

  return (
    <form
      noValidate
      aria-label={intl.formatMessage({ id: 'admin.staff.onboard.title', defaultMessage: 'Onboard operator' })}
      onSubmit={(e) => {
        e.preventDefault();
        form.clearErrors(FORM_ERROR);
        void form.handleSubmit(onValid)();
      }}
    >
      <Stack gap="lg">
        <Paper withBorder radius="md" p="md">
          <Stack gap="sm">
            <Title order={3} fz="md">
              {intl.formatMessage({ id: 'admin.staff.onboard.person', defaultMessage: 'The person' })}
            </Title>
            <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm" verticalSpacing="sm">
              <Controller
                control={form.control}
                name="mobileNo"
                render={({ field, fieldState }) => (
                  <DigitsInput
                    label={intl.formatMessage({
                      id: 'admin.staff.onboard.mobile',
                      defaultMessage: 'Mobile number',
                    })}
                    description={intl.formatMessage({
                      id: 'admin.staff.onboard.mobileHint',
                      defaultMessage: 'They log in with it (and an OTP)',
                    })}
                    maxDigits={10}
                    autoComplete="off"
                    name={field.name}
                    ref={field.ref}
                    value={field.value}
                    onChange={field.onChange}
                    onBlur={field.onBlur}
                    error={fieldState.error?.message}
                  />
                )}
              />
              <TextInput
                label={intl.formatMessage({ id: 'admin.staff.name', defaultMessage: 'Name' })}
                description={intl.formatMessage({
                  id: 'admin.staff.onboard.nameHint',
                  defaultMessage: "The person's full name",
                })}
                autoComplete="off"
                {...form.register('name')}
                error={errors.name?.message}
              />
              <TextInput
                label={intl.formatMessage({ id: 'admin.staff.email', defaultMessage: 'E-mail' })}
                description={intl.formatMessage({
                  id: 'admin.staff.onboard.optional',
                  defaultMessage: 'Optional',
                })}
                type="email"
                autoComplete="off"
                {...form.register('email')}
                error={errors.email?.message}
              />
            </SimpleGrid>
          </Stack>
        </Paper>

        <Stack gap="sm">
          <Stack gap={2}>
            <Title order={3} fz="md">
              {intl.formatMessage({
                id: 'admin.staff.onboard.accounts',
                defaultMessage: 'Business accounts',
              })}
            </Title>
            <Text size="sm" c="dimmed">
              {intl.formatMessage(
                {
                  id: 'admin.staff.onboard.accountsHint',
                  defaultMessage: '1 to {max} accounts; at most one GDS and one Electric account per person.',
                },
                { max: MAX_ACCOUNTS },
              )}
            </Text>
          </Stack>
          {accounts.fields.map((f, index) => (
            <AccountFieldset
              key={f.id}
              control={form.control}
              index={index}
              onRemove={() => accounts.remove(index)}
            />
          ))}
          <MessageLine message={accountsMessage} />
          <Group>
            <Button
              variant="default"
              leftSection={<IconPlus size={16} aria-hidden />}
              onClick={() => {
                // 'Add at least one business account' is answered (other accounts keep their messages).
                if (accounts.fields.length === 0) form.clearErrors('accounts');
                accounts.append({ ...EMPTY_ACCOUNT });
              }}
              disabled={accounts.fields.length >= MAX_ACCOUNTS}
            >
              {intl.formatMessage({ id: 'admin.staff.onboard.addAccount', defaultMessage: 'Add account' })}
            </Button>
          </Group>
        </Stack>

        <Stack gap="xs">
          <MessageLine message={errors.root?.server?.message} />
          <Group justify="flex-end" gap="sm">
            {onCancel ? (
              <Button variant="default" onClick={onCancel}>
                {intl.formatMessage({ id: 'admin.staff.cancel', defaultMessage: 'Cancel' })}
              </Button>
            ) : null}
            <Button type="submit" loading={isSubmitting}>
              {intl.formatMessage({ id: 'admin.staff.onboard.title', defaultMessage: 'Onboard operator' })}
            </Button>
          </Group>
        </Stack>
      </Stack>
    </form>
  );
}
