import { Button, Checkbox, Group, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { INGEST_SCOPES, apiKeyCreateSchema, type ApiKeyCreate } from '@oc/contract';
import { Controller, useForm } from 'react-hook-form';
import { useIntl } from 'react-intl';
import type { z } from 'zod';
import { MessageLine } from '../../../../components/MessageLine';
import { applyServerErrors, FORM_ERROR, zodResolver } from '../../../../lib/forms';
import { INGEST_SCOPE_LABELS } from '../../../lib/labels';
import type { CreatedApiKey } from '../api/create-api-key';
import { inScopeOrder } from '../lib/list';

type FormInput = z.input<typeof apiKeyCreateSchema>;

const FIELDS = ['name', 'scopes'] as const;

/**
 * 'New API key': the name of the system that uses it and the record kinds it may send (at least
 * one), checked with the contract's `apiKeyCreateSchema`. Field errors of the server go to their
 * fields (`applyServerErrors`), the rest under the form.
 */
export function ApiKeyForm({
  create,
  onCreated,
  onCancel,
}: {
  create: (request: ApiKeyCreate) => Promise<CreatedApiKey>;
  onCreated: (created: CreatedApiKey) => void;
  onCancel?: () => void;
}) {
  const intl = useIntl();
  const form = useForm<FormInput, unknown, ApiKeyCreate>({
    defaultValues: { name: '', scopes: [] },
    resolver: zodResolver(apiKeyCreateSchema),
  });
  const { errors, isSubmitting } = form.formState;

  const onValid = async (request: ApiKeyCreate) => {
    try {
      onCreated(await create(request));
    } catch (err) {
      applyServerErrors(form.setError, err, { fields: FIELDS });
    }
  };

  return (
    <form
      noValidate
      aria-label={intl.formatMessage({ id: 'admin.apikeys.new.title', defaultMessage: 'New API key' })}
      onSubmit={(e) => {
        e.preventDefault();
        form.clearErrors(FORM_ERROR);
        void form.handleSubmit(onValid)();
      }}
    >
      <Stack gap="md">
        <TextInput
          label={intl.formatMessage({ id: 'admin.apikeys.form.name', defaultMessage: 'Name' })}
          description={intl.formatMessage({
            id: 'admin.apikeys.form.nameHint',
            defaultMessage: "The system that uses the key, e.g. 'Booking engine'",
          })}
          autoComplete="off"
          data-autofocus
          {...form.register('name')}
          error={errors.name?.message}
        />
        <Controller
          control={form.control}
          name="scopes"
          render={({ field, fieldState }) => (
            <Checkbox.Group
              label={intl.formatMessage({ id: 'admin.apikeys.form.scopes', defaultMessage: 'Record kinds' })}
              description={intl.formatMessage({
                id: 'admin.apikeys.form.scopesHint',
                defaultMessage: 'What the system may send with this key',
              })}
              value={field.value}
              // In the contract's order, whatever the order of the clicks.
              onChange={(v) => field.onChange(inScopeOrder(v))}
              error={fieldState.error?.message}
            >
              <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="xs" verticalSpacing="xs" mt={8} mb={4}>
                {INGEST_SCOPES.map((s) => (
                  <Checkbox key={s} value={s} label={intl.formatMessage(INGEST_SCOPE_LABELS[s])} />
                ))}
              </SimpleGrid>
            </Checkbox.Group>
          )}
        />
        <MessageLine message={errors.root?.server?.message} />
        <Group justify="flex-end" gap="sm">
          {onCancel ? (
            <Button variant="default" onClick={onCancel}>
              {intl.formatMessage({ id: 'admin.common.cancel', defaultMessage: 'Cancel' })}
            </Button>
          ) : null}
          <Button type="submit" loading={isSubmitting}>
            {intl.formatMessage({ id: 'admin.apikeys.form.submit', defaultMessage: 'Create key' })}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
