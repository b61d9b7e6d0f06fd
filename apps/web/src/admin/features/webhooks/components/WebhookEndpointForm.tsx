import { Button, Checkbox, Group, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  WEBHOOK_EVENTS,
  WEBHOOK_EVENT_DESCRIPTIONS,
  webhookEndpointCreateSchema,
  type CreatedWebhookEndpoint,
  type WebhookEndpointCreate,
} from '@oc/contract';
import { Controller, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { MessageLine } from '../../../../components/MessageLine';
import { FORM_ERROR, applyServerErrors } from '../../../../lib/forms';
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
      aria-label="New webhook endpoint"
      onSubmit={(e) => {
        e.preventDefault();
        form.clearErrors(FORM_ERROR);
        void form.handleSubmit(onValid)();
      }}
    >
      <Stack gap="md">
        <TextInput
          label="URL"
          description="Where the events are POSTed, e.g. https://hooks.example.com/operator-console"
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
              label="Events"
              description="What the endpoint is sent, from the moment it is added"
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
                    description={WEBHOOK_EVENT_DESCRIPTIONS[e]}
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
              Cancel
            </Button>
          ) : null}
          <Button type="submit" loading={isSubmitting}>
            Add endpoint
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
