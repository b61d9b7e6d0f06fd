import { Button, Checkbox, Group, SimpleGrid, Stack, TextInput } from '@mantine/core';
import {
  WEBHOOK_EVENTS,
  webhookEndpointCreateSchema,
  type CreatedWebhookEndpoint,
  type WebhookEndpointCreate,
} from '@oc/contract';
import { Controller, useForm } from 'react-hook-form';
import { useIntl } from 'react-intl';
import type { z } from 'zod';
import { MessageLine } from '../../../../components/MessageLine';
import { applyServerErrors, FORM_ERROR, zodResolver } from '../../../../lib/forms';
import { WEBHOOK_EVENT_MESSAGES } from '../lib/events';
import { inEventOrder } from '../lib/list';

type FormInput = z.input<typeof webhookEndpointCreateSchema>;

const FIELDS = ['url', 'events'] as const;

/**
 * 'Add endpoint': the URL the events are POSTed to and the event types it wants (at least one),
 * checked with the contract's `webhookEndpointCreateSchema`. Field errors of the server go to their
 * fields (`applyServerErrors`), the rest under the form.
 */
export function WebhookEndpointForm({
  add,
  onAdded,
  onCancel,
}: {
  add: (request: WebhookEndpointCreate) => Promise<CreatedWebhookEndpoint>;
  onAdded: (created: CreatedWebhookEndpoint) => void;
  onCancel?: () => void;
}) {
  const intl = useIntl();
  const form = useForm<FormInput, unknown, WebhookEndpointCreate>({
    defaultValues: { url: '', events: [] },
    resolver: zodResolver(webhookEndpointCreateSchema),
  });
  const { errors, isSubmitting } = form.formState;

  const onValid = async (request: WebhookEndpointCreate) => {
    try {
      onAdded(await add(request));
    } catch (err) {
      applyServerErrors(form.setError, err, { fields: FIELDS });
    }
  };

  return (
    <form
      noValidate
      aria-label={intl.formatMessage({
        id: 'admin.webhooks.new.title',
        defaultMessage: 'New webhook endpoint',
      })}
      onSubmit={(e) => {
        e.preventDefault();
        form.clearErrors(FORM_ERROR);
        void form.handleSubmit(onValid)();
      }}
    >
      <Stack gap="md">
        <TextInput
          label={intl.formatMessage({ id: 'admin.webhooks.form.url', defaultMessage: 'URL' })}
          description={intl.formatMessage(
            {
              id: 'admin.webhooks.form.urlHint',
              defaultMessage: 'Where the events are POSTed, e.g. {example}',
            },
            { example: 'https://hooks.example.com/operator-console' },
          )}
          placeholder="https://"
          autoComplete="off"
          inputMode="url"
          data-autofocus
          {...form.register('url')}
          error={errors.url?.message}
        />
        <Controller
          control={form.control}
          name="events"
          render={({ field, fieldState }) => (
            <Checkbox.Group
              label={intl.formatMessage({ id: 'admin.webhooks.form.events', defaultMessage: 'Events' })}
              description={intl.formatMessage({
                id: 'admin.webhooks.form.eventsHint',
                defaultMessage: 'What the endpoint is sent, from the moment it is added',
              })}
              value={field.value}
              // In the contract's order, whatever the order of the clicks.
              onChange={(v) => field.onChange(inEventOrder(v))}
              error={fieldState.error?.message}
            >
              <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm" verticalSpacing="sm" mt={8} mb={4}>
                {WEBHOOK_EVENTS.map((e) => (
                  <Checkbox
                    key={e}
                    value={e}
                    label={e}
                    description={intl.formatMessage(WEBHOOK_EVENT_MESSAGES[e])}
                    styles={{ label: { fontFamily: 'var(--mantine-font-family-monospace)' } }}
                  />
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
            {intl.formatMessage({ id: 'admin.webhooks.add', defaultMessage: 'Add endpoint' })}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
