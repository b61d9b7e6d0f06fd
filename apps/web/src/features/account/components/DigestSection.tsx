import { Badge, Button, Group, Paper, SegmentedControl, Stack, Text, TextInput, Title } from '@mantine/core';
import {
  DIGEST_CHANNELS,
  digestFormSchema,
  type DigestChannel,
  type DigestFormInput,
  type DigestView,
} from '@oc/contract';
import { useEffect } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { defineMessages, useIntl } from 'react-intl';
import { QueryState } from '../../../components/states/QueryState';
import { apiText } from '../../../i18n/language';
import { errorMessage } from '../../../lib/api/errors';
import { isMobile } from '../../../lib/device';
import { applyServerErrors, FORM_ERROR, zodResolver } from '../../../lib/forms';
import { showToast } from '../../../lib/toast';
import { useDigest } from '../api/get-digest';
import { useStopDigest } from '../api/stop-digest';
import { useSubscribeDigest } from '../api/subscribe-digest';

const CHANNEL_LABELS = defineMessages({
  email: { id: 'account.digest.channel.email', defaultMessage: 'E-mail' },
  whatsapp: { id: 'account.digest.channel.whatsapp', defaultMessage: 'WhatsApp' },
  sms: { id: 'account.digest.channel.sms', defaultMessage: 'SMS' },
});

const LANGUAGE_NAMES = defineMessages({
  en: { id: 'account.digest.language.en', defaultMessage: 'English' },
  hi: { id: 'account.digest.language.hi', defaultMessage: 'Hindi' },
});

const resolver = zodResolver(digestFormSchema);

/**
 * "Daily summary" on the profile (issue 41): opt in to a morning digest of yesterday by e-mail,
 * WhatsApp or SMS, see this morning's as it would be sent (the chosen channel's text, in the
 * owner's language), change the channel, or stop it in one tap.
 */
export function DigestSection() {
  const intl = useIntl();
  const digest = useDigest();
  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }} data-testid="digest">
      <Stack gap="sm">
        <Title order={3} fz="md">
          {intl.formatMessage({ id: 'account.digest.title', defaultMessage: 'Daily summary' })}
        </Title>
        <QueryState
          query={digest}
          what={intl.formatMessage({ id: 'account.digest.what', defaultMessage: 'your daily summary' })}
        >
          {(view) => <DigestForm view={view} />}
        </QueryState>
      </Stack>
    </Paper>
  );
}

function DigestForm({ view }: { view: DigestView }) {
  const intl = useIntl();
  const subscribe = useSubscribeDigest();
  const stop = useStopDigest();
  const sub = view.subscription;
  const defaults = { channel: sub?.channel ?? 'email', email: sub?.email ?? view.knownEmail ?? '' };
  const form = useForm<DigestFormInput, unknown, DigestFormInput>({
    defaultValues: defaults,
    resolver,
    reValidateMode: 'onSubmit',
  });
  // A new subscription (saved here, or stopped) becomes the form's starting point.
  useEffect(() => {
    form.reset({ channel: sub?.channel ?? 'email', email: sub?.email ?? view.knownEmail ?? '' });
  }, [form, sub?.channel, sub?.email, view.knownEmail]);
  const channel = useWatch({ control: form.control, name: 'channel' });
  const email = useWatch({ control: form.control, name: 'email' });
  const { errors } = form.formState;
  const formError = errors.root?.server?.message;
  const time = `${String(view.hourIst).padStart(2, '0')}:00`;
  const channelName = (c: DigestChannel) => intl.formatMessage(CHANNEL_LABELS[c]);

  const submit = form.handleSubmit(async (values) => {
    try {
      const saved = await subscribe.mutateAsync({
        channel: values.channel,
        email: values.channel === 'email' ? values.email : null,
      });
      showToast({
        kind: 'success',
        id: 'digest',
        message: intl.formatMessage(
          {
            id: 'account.digest.saved',
            defaultMessage: 'Your daily summary will come by {channel} every morning at {time}.',
          },
          { channel: channelName(saved.subscription?.channel ?? values.channel), time },
        ),
      });
    } catch (err) {
      const placed = applyServerErrors(form.setError, err, { fields: ['channel', 'email'] });
      if (placed.length === 0)
        form.setError(FORM_ERROR, {
          type: 'server',
          message: errorMessage(
            err,
            intl.formatMessage({
              id: 'account.digest.failed',
              defaultMessage: 'The summary could not be saved. Please try again.',
            }),
          ),
        });
    }
  });

  const stopNow = async () => {
    try {
      await stop.mutateAsync();
      showToast({
        kind: 'success',
        id: 'digest',
        message: intl.formatMessage({
          id: 'account.digest.stopped',
          defaultMessage: 'Daily summary stopped.',
        }),
      });
    } catch (err) {
      showToast({ kind: 'error', id: 'digest', message: errorMessage(err) });
    }
  };

  const unchanged =
    sub !== null && channel === sub.channel && (channel !== 'email' || email.trim() === sub.email);

  return (
    <Stack gap="md">
      <Text size="sm">
        {intl.formatMessage(
          {
            id: 'account.digest.intro',
            defaultMessage:
              'Every morning at {time}, a short summary of yesterday: sales or trips, money in and out, and what needs your attention. It comes in your language, and you can stop it at any time.',
          },
          { time },
        )}
      </Text>
      <Group gap="sm" wrap="wrap">
        {sub ? (
          <>
            <Badge color="green" variant="light" size="lg" data-testid="digest-status">
              {intl.formatMessage(
                { id: 'account.digest.on', defaultMessage: 'On: by {channel}' },
                { channel: channelName(sub.channel) },
              )}
            </Badge>
            <Button
              variant="subtle"
              color="red"
              size="xs"
              loading={stop.isPending}
              onClick={() => void stopNow()}
            >
              {intl.formatMessage({ id: 'account.digest.stop', defaultMessage: 'Stop daily summary' })}
            </Button>
          </>
        ) : (
          <Badge color="gray" variant="light" size="lg" data-testid="digest-status">
            {intl.formatMessage({ id: 'account.digest.off', defaultMessage: 'Off' })}
          </Badge>
        )}
      </Group>
      <form onSubmit={(e) => void submit(e)} noValidate>
        <Stack gap="sm">
          <Controller
            control={form.control}
            name="channel"
            render={({ field }) => (
              <Stack gap={4}>
                <Text size="sm" fw={500} id="digest-channel-label">
                  {intl.formatMessage({ id: 'account.digest.channel', defaultMessage: 'Send it by' })}
                </Text>
                <SegmentedControl
                  aria-labelledby="digest-channel-label"
                  value={field.value}
                  onChange={(v) => {
                    form.clearErrors();
                    field.onChange(v);
                  }}
                  data={DIGEST_CHANNELS.map((c) => ({ value: c, label: channelName(c) }))}
                  fullWidth={isMobile}
                  w={isMobile ? '100%' : 'fit-content'}
                />
              </Stack>
            )}
          />
          {channel === 'email' ? (
            <TextInput
              {...form.register('email', { onChange: () => form.clearErrors() })}
              type="email"
              inputMode="email"
              autoComplete="email"
              label={intl.formatMessage({ id: 'account.digest.email', defaultMessage: 'E-mail address' })}
              error={errors.email?.message === undefined ? undefined : apiText(errors.email.message)}
              w={isMobile ? '100%' : 360}
            />
          ) : (
            <Text size="sm" c="dimmed">
              {intl.formatMessage(
                { id: 'account.digest.toMobile', defaultMessage: 'To your login number +91 {mobile}.' },
                { mobile: view.mobileNo },
              )}
            </Text>
          )}
          {formError ? (
            <Text size="sm" c="red" role="alert">
              {apiText(formError)}
            </Text>
          ) : null}
          <Group>
            <Button type="submit" loading={subscribe.isPending} disabled={unchanged} fullWidth={isMobile}>
              {sub
                ? intl.formatMessage({ id: 'account.digest.update', defaultMessage: 'Save changes' })
                : intl.formatMessage({
                    id: 'account.digest.subscribe',
                    defaultMessage: 'Send me the summary',
                  })}
            </Button>
          </Group>
        </Stack>
      </form>
      <DigestPreview channel={channel} />
    </Stack>
  );
}

/** This morning's digest as `channel` sends it, in the language it is sent in. */
function DigestPreview({ channel }: { channel: DigestChannel }) {
  const intl = useIntl();
  const digest = useDigest(channel);
  return (
    <Stack gap={6} data-testid="digest-preview">
      <QueryState
        query={digest}
        what={intl.formatMessage({ id: 'account.digest.previewWhat', defaultMessage: 'the preview' })}
      >
        {({ preview }) => (
          <>
            <Text size="sm" fw={600}>
              {intl.formatMessage(
                {
                  id: 'account.digest.previewTitle',
                  defaultMessage: "Preview of this morning's summary ({language})",
                },
                {
                  language: intl.formatMessage(
                    preview.language === 'hi' ? LANGUAGE_NAMES.hi : LANGUAGE_NAMES.en,
                  ),
                },
              )}
            </Text>
            <Paper
              withBorder
              radius="sm"
              p="sm"
              bg="var(--mantine-color-body)"
              style={{ opacity: digest.isPlaceholderData ? 0.6 : 1 }}
              aria-busy={digest.isPlaceholderData}
            >
              {preview.channel === 'email' ? (
                <Text size="sm" fw={600} mb={6}>
                  {preview.subject}
                </Text>
              ) : null}
              <Text
                size="sm"
                style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}
                lang={preview.language}
                data-testid="digest-preview-text"
              >
                {preview.text}
              </Text>
            </Paper>
          </>
        )}
      </QueryState>
    </Stack>
  );
}
