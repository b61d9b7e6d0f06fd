import { Button, Group, Modal, Select, Stack, Text, TextInput } from '@mantine/core';
import { POC_DEPARTMENTS, POC_LIMITS, POC_MESSAGES, pocSchema, type Poc, type PocInput } from '@oc/contract';
import { useLayoutEffect, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useIntl } from 'react-intl';
import { DigitsInput } from '../../../components/DigitsInput';
import { apiText } from '../../../i18n/language';
import { isMobile } from '../../../lib/device';
import { applyServerErrors, FORM_ERROR, zodResolver } from '../../../lib/forms';
import { POC_DEPARTMENT_LABELS } from '../../../lib/labels';
import { showToast } from '../../../lib/toast';
import { useUpdatePocs } from '../api/update-pocs';
import { ACCOUNT_LABELS } from '../lib/messages';

const FIELDS = ['name', 'area', 'department', 'mobile'] as const;
type Field = (typeof FIELDS)[number];

/** What the modal edits: `index` null adds a POC, a number edits that one (part 2 §2). */
export interface PocEdit {
  index: number | null;
}

const EMPTY = { name: '', area: '', mobile: '' };

/**
 * The POC modal (part 2 §2, §4, §5): add or edit by index; name, area, department and mobile
 * (digits only, at most 10). The whole list is sent; the answer replaces the profile and the toast
 * says 'POC is added' or 'POC is Updated'. A refusal shows at the field it names.
 */
export function PocModal({
  edit,
  pocs,
  onClose,
}: {
  edit: PocEdit | null;
  pocs: Poc[];
  onClose: () => void;
}) {
  const intl = useIntl();
  const save = useUpdatePocs();
  // The mode of the last opened edit, kept while the dialog closes (its title must not change).
  const [adding, setAdding] = useState(true);
  if (edit && (edit.index === null) !== adding) setAdding(edit.index === null);
  const form = useForm<PocInput>({ defaultValues: EMPTY, resolver: zodResolver(pocSchema) });
  const formError = form.formState.errors.root?.server?.message;

  // Before the dialog paints, so it never shows the previous POC's values.
  useLayoutEffect(() => {
    if (!edit) return;
    const current = edit.index === null ? undefined : pocs[edit.index];
    form.reset(current ? { ...current } : EMPTY);
    // Reset only when the modal opens on another POC, not when the list is replaced by the answer.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [edit]);

  const submit = form.handleSubmit(async (poc) => {
    if (!edit) return;
    const index = edit.index ?? pocs.length;
    const list: PocInput[] = pocs.map((p) => ({ ...p }));
    list[index] = poc;
    try {
      await save.mutateAsync(list);
      showToast({ kind: 'success', message: adding ? POC_MESSAGES.added : POC_MESSAGES.updated, id: 'poc' });
      onClose();
    } catch (err) {
      // The server names `pocList.<i>.<field>`: this POC's fields go to the form, the rest under it.
      const prefix = `pocList.${index}.`;
      applyServerErrors(form.setError, err, {
        mapPath: (path) => {
          const field = path.startsWith(prefix) ? path.slice(prefix.length) : null;
          return field && (FIELDS as readonly string[]).includes(field) ? (field as Field) : null;
        },
      });
    }
  });

  return (
    <Modal
      opened={edit !== null}
      onClose={onClose}
      title={
        adding
          ? intl.formatMessage(ACCOUNT_LABELS.addPoc)
          : intl.formatMessage({ id: 'account.poc.editTitle', defaultMessage: 'Edit POC' })
      }
      centered
      radius="md"
      fullScreen={isMobile}
      styles={{ title: { fontWeight: 700, fontSize: 'var(--mantine-font-size-lg)' } }}
    >
      <form
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          void submit();
        }}
      >
        <Stack gap="sm">
          <TextInput
            label={intl.formatMessage(ACCOUNT_LABELS.name)}
            withAsterisk
            autoComplete="name"
            maxLength={POC_LIMITS.maxName}
            {...form.register('name', { onChange: () => form.clearErrors(FORM_ERROR) })}
            error={form.formState.errors.name?.message}
          />
          <TextInput
            label={intl.formatMessage(ACCOUNT_LABELS.area)}
            maxLength={POC_LIMITS.maxArea}
            {...form.register('area', { onChange: () => form.clearErrors(FORM_ERROR) })}
            error={form.formState.errors.area?.message}
          />
          <Controller
            control={form.control}
            name="department"
            render={({ field, fieldState }) => {
              // Empty until one is chosen (the form starts without a department).
              const chosen = field.value as string | undefined;
              return (
                <Select
                  label={intl.formatMessage(ACCOUNT_LABELS.department)}
                  withAsterisk
                  placeholder={intl.formatMessage({
                    id: 'account.poc.chooseDepartment',
                    defaultMessage: 'Choose a department',
                  })}
                  data={POC_DEPARTMENTS.map((d) => ({
                    value: d,
                    label: intl.formatMessage(POC_DEPARTMENT_LABELS[d]),
                  }))}
                  value={chosen ?? null}
                  onChange={(v) => field.onChange(v ?? undefined)}
                  onBlur={field.onBlur}
                  allowDeselect={false}
                  comboboxProps={{ withinPortal: true, zIndex: 400 }}
                  error={fieldState.error?.message}
                />
              );
            }}
          />
          <Controller
            control={form.control}
            name="mobile"
            render={({ field, fieldState }) => (
              <DigitsInput
                label={intl.formatMessage(ACCOUNT_LABELS.mobile)}
                withAsterisk
                type="tel"
                autoComplete="tel-national"
                leftSection={
                  <Text size="sm" c="dimmed">
                    +91
                  </Text>
                }
                leftSectionWidth={46}
                maxDigits={10}
                value={field.value}
                onChange={(v) => {
                  form.clearErrors(FORM_ERROR);
                  field.onChange(v);
                }}
                onBlur={field.onBlur}
                error={fieldState.error?.message}
              />
            )}
          />
          {formError ? (
            <Text size="sm" c="red" role="alert">
              {apiText(formError)}
            </Text>
          ) : null}
          <Group justify="flex-end" gap="sm" mt="xs">
            <Button variant="default" onClick={onClose}>
              {intl.formatMessage({ id: 'account.poc.cancel', defaultMessage: 'Cancel' })}
            </Button>
            <Button type="submit" loading={form.formState.isSubmitting}>
              {adding
                ? intl.formatMessage(ACCOUNT_LABELS.addPoc)
                : intl.formatMessage({ id: 'account.poc.save', defaultMessage: 'Save' })}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
