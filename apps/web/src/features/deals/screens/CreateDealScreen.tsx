import {
  Box,
  Button,
  Group,
  Loader,
  LoadingOverlay,
  Paper,
  Progress,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconArrowRight, IconRocket } from '@tabler/icons-react';
import { ROUTES, dealsEndpoints, type Campaign } from '@oc/contract';
import { defineMessages } from '@oc/i18n';
import { useMemo, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router';
import { ModelGate } from '../../../components/states/ModelGate';
import { apiText } from '../../../i18n/language';
import { errorMessage, isApiError, withReference } from '../../../lib/api/errors';
import { isMobile } from '../../../lib/device';
import { todayIst } from '../../../lib/format';
import { applyServerErrors } from '../../../lib/forms';
import { getTokenPayload } from '../../../lib/session';
import { SuccessDialog } from '../../../components/SuccessDialog';
import { useDealServices } from '../api/get-deal-services';
import { usePublishDeal } from '../api/publish-deal';
import colors from '../components/colors.module.css';
import { PageHeader } from '../components/PageHeader';
import { StepOffer } from '../components/StepOffer';
import { StepReview } from '../components/StepReview';
import { StepServices } from '../components/StepServices';
import { StepValidity } from '../components/StepValidity';
import { dateRange, offerName } from '../lib/format';
import { DEALS_TEXT } from '../lib/messages';
import {
  EMPTY_WIZARD,
  STEP_FIELDS,
  STEP_TITLES,
  WIZARD_STEPS,
  fieldOfPath,
  stepOf,
  toPublishBody,
  wizardResolver,
  type WizardValues,
} from '../lib/wizard';

type Step = 1 | 2 | 3 | 4;

const TEXT = defineMessages({
  notPublished: {
    id: 'deals.create.notPublished',
    defaultMessage: 'The deal was not published. Please try again.',
  },
  nextStep: { id: 'deals.create.nextStep', defaultMessage: 'Next Step' },
  publish: { id: 'deals.create.publish', defaultMessage: 'Publish Deal' },
  step: { id: 'deals.create.step', defaultMessage: 'Step {step} of {total}' },
  leave: { id: 'deals.create.leave', defaultMessage: 'Leave the wizard' },
  previousStep: { id: 'deals.create.previousStep', defaultMessage: 'Previous step' },
  activated: { id: 'deals.create.activated', defaultMessage: 'Your {offer} has been activated' },
  viewDeal: { id: 'deals.create.viewDeal', defaultMessage: 'View Deal' },
  publishing: { id: 'deals.create.publishing', defaultMessage: 'Publishing your deal…' },
});

/**
 * Create-deal wizard (/deals, prefix match; part 1 §2, §4, §5): 'Step n of 4' through 'Next Step',
 * each move guarded by the contract's rules; publish shows a loader, then the success dialog with
 * the campaign code. 'Done' starts over on mobile and goes home on desktop. The back arrow goes one
 * step back, or leaves the wizard from step 1.
 */
export default function CreateDealScreen() {
  return (
    <ModelGate endpoint={dealsEndpoints.publish}>
      <Wizard />
    </ModelGate>
  );
}

function Wizard() {
  const intl = useIntl();
  const navigate = useNavigate();
  const resolver = useMemo(() => wizardResolver(todayIst), []);
  const form = useForm<WizardValues>({
    defaultValues: EMPTY_WIZARD,
    resolver,
    mode: 'onTouched',
    reValidateMode: 'onChange',
  });
  const [step, setStep] = useState<Step>(1);
  const [published, setPublished] = useState<Campaign | null>(null);
  // Part 1 §4: the services list is fetched on reaching step 3.
  const services = useDealServices({ enabled: step >= 3 });
  const values = useWatch({ control: form.control }) as WizardValues;

  const publish = usePublishDeal();

  function submit() {
    publish.mutate(toPublishBody(form.getValues(), services.data ?? [], getTokenPayload()?.name), {
      onSuccess: (campaign) => setPublished(campaign),
      onError: (err) => {
        // The server's field errors go back on their fields; the wizard returns to the first step that has one.
        const fields = applyServerErrors(form.setError, err, { mapPath: fieldOfPath });
        if (fields.length > 0) setStep(Math.min(...fields.map(stepOf)) as Step);
        notifications.show({
          color: 'red',
          title: intl.formatMessage(DEALS_TEXT.somethingWentWrong),
          message:
            isApiError(err) && err.status < 500
              ? apiText(errorMessage(err))
              : withReference(intl.formatMessage(TEXT.notPublished), err),
        });
      },
    });
  }

  function scrollTop() {
    window.scrollTo({ top: 0 });
  }

  async function next() {
    const ok = await form.trigger(STEP_FIELDS[step], { shouldFocus: true });
    if (!ok) return;
    if (step < WIZARD_STEPS) {
      setStep((step + 1) as Step);
      scrollTop();
    }
  }

  function back() {
    if (step === 1) {
      const idx = (window.history.state as { idx?: number } | null)?.idx ?? 0;
      if (idx > 0) void navigate(-1);
      else void navigate(ROUTES.operatorDealsDetails);
      return;
    }
    setStep((step - 1) as Step);
    scrollTop();
  }

  async function onPublish() {
    const ok = await form.trigger(undefined, { shouldFocus: false });
    if (!ok) {
      const field = Object.keys(form.formState.errors)[0] as keyof WizardValues | undefined;
      if (field) setStep(stepOf(field));
      return;
    }
    submit();
  }

  function done() {
    setPublished(null);
    if (isMobile) {
      form.reset(EMPTY_WIZARD);
      publish.reset();
      setStep(1);
      scrollTop();
    } else {
      void navigate(ROUTES.home);
    }
  }

  const body = (
    <>
      {step === 1 ? <StepOffer form={form} /> : null}
      {step === 2 ? <StepValidity form={form} todayIst={todayIst()} /> : null}
      {step === 3 ? (
        <StepServices
          mobile={isMobile}
          services={services.data}
          loading={services.isPending}
          failed={services.isError}
          query={services}
          selected={values.serviceIds}
          onChange={(ids) => {
            form.setValue('serviceIds', ids, {
              shouldValidate: form.formState.errors.serviceIds !== undefined,
            });
          }}
          error={form.formState.errors.serviceIds?.message}
        />
      ) : null}
      {step === 4 ? (
        <StepReview values={values} services={services.data ?? []} onEdit={(s) => setStep(s)} />
      ) : null}
    </>
  );

  // While step 3's services load (or failed) Next looks disabled and does nothing, but keeps the
  // focus it had (a disabled button would drop it to the page).
  const nextWaits = step === 3 && (services.isPending || services.isError);
  const nextButton =
    step < WIZARD_STEPS ? (
      <Button
        onClick={() => {
          if (!nextWaits) void next();
        }}
        rightSection={<IconArrowRight size={18} />}
        data-disabled={nextWaits || undefined}
        aria-disabled={nextWaits || undefined}
        fullWidth={isMobile}
        size={isMobile ? 'md' : 'sm'}
      >
        {intl.formatMessage(TEXT.nextStep)}
      </Button>
    ) : (
      <Button
        onClick={() => void onPublish()}
        loading={publish.isPending}
        rightSection={<IconRocket size={18} />}
        fullWidth={isMobile}
        size={isMobile ? 'md' : 'sm'}
      >
        {intl.formatMessage(TEXT.publish)}
      </Button>
    );

  return (
    <Stack gap="md" pos="relative" pb={isMobile ? 80 : 0}>
      <PageHeader
        title={intl.formatMessage(DEALS_TEXT.createDeal)}
        subtitle={intl.formatMessage(TEXT.step, { step, total: WIZARD_STEPS })}
        onBack={back}
        backLabel={intl.formatMessage(step === 1 ? TEXT.leave : TEXT.previousStep)}
      />
      <Progress
        value={(step / WIZARD_STEPS) * 100}
        size="sm"
        radius="xl"
        aria-label={intl.formatMessage(TEXT.step, { step, total: WIZARD_STEPS })}
      />

      <Paper
        withBorder={!isMobile}
        radius="md"
        p={isMobile ? 0 : 'xl'}
        bg={isMobile ? 'transparent' : undefined}
        pos="relative"
      >
        <LoadingOverlay
          visible={publish.isPending}
          zIndex={150}
          overlayProps={{ blur: 1 }}
          loaderProps={{ children: <PublishingLoader /> }}
        />
        <Title order={2} fz={isMobile ? 18 : 20} mb="lg">
          {intl.formatMessage(STEP_TITLES[step])}
        </Title>
        {body}
        {!isMobile ? (
          <Group justify="space-between" mt="xl">
            <Button variant="default" onClick={back}>
              {intl.formatMessage(step === 1 ? DEALS_TEXT.cancel : DEALS_TEXT.back)}
            </Button>
            {nextButton}
          </Group>
        ) : null}
      </Paper>

      {isMobile ? (
        <Box
          data-bottom-bar
          pos="fixed"
          bottom={0}
          left={0}
          right={0}
          p="sm"
          className={colors.bottomBar}
          style={{ zIndex: 120 }}
        >
          {nextButton}
        </Box>
      ) : null}

      <SuccessDialog
        opened={published !== null}
        onClose={done}
        title={
          published
            ? intl.formatMessage(TEXT.activated, { offer: offerName(published.operatorDeal.type, intl) })
            : ''
        }
        value={
          published
            ? { label: intl.formatMessage(DEALS_TEXT.campaignCode), value: published.name }
            : undefined
        }
        detail={published ? intl.formatMessage(DEALS_TEXT.runs, { range: dateRange(published) }) : undefined}
        primary={{ label: intl.formatMessage(DEALS_TEXT.done), onClick: done }}
        secondary={
          published
            ? {
                label: intl.formatMessage(TEXT.viewDeal),
                onClick: () => void navigate(`${ROUTES.operatorDealsDetails}/${published._id}`),
              }
            : undefined
        }
      />
    </Stack>
  );
}

function PublishingLoader() {
  const intl = useIntl();
  return (
    <Stack align="center" gap="xs" role="status" aria-live="polite">
      <Loader />
      <Text fw={600}>{intl.formatMessage(TEXT.publishing)}</Text>
    </Stack>
  );
}
