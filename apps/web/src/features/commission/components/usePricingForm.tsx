import type { CommissionService, ServiceUpdateInput } from '@oc/contract';
import type { ComponentProps } from 'react';
import { useIntl } from 'react-intl';
import { useForm, type DefaultValues, type FieldValues, type Path, type Resolver } from 'react-hook-form';
import type { z } from 'zod';
import { FormDigitsField } from './DigitsField';
import { applyServerErrors, FORM_ERROR, zodResolver } from '../../../lib/forms';
import { COMMISSION_TEXTS } from '../lib/messages';

/** What an update modal gets from the screen frame: the window's dates and the update call. */
export interface UpdateModalProps {
  dates: string[];
  onClose: () => void;
  onSubmit: (updateObj: ServiceUpdateInput[]) => Promise<unknown>;
}
export type EditModalProps = UpdateModalProps & { service: CommissionService };
export type BulkModalProps = UpdateModalProps & { services: CommissionService[] };

/**
 * What a modal's values make: the update(s) to send, a message instead (nothing entered), or null:
 * nothing changed, the modal just closes.
 */
export type PricingBuild = ServiceUpdateInput | ServiceUpdateInput[] | { message: string } | null;

const UPDATE_PATH = /^updateObj\.\d+\.(.+)$/;

type DigitsProps = Omit<ComponentProps<typeof FormDigitsField>, 'control' | 'name' | 'onEdit'>;

/**
 * `zodResolver` over a contract schema whose fields read digit strings: the schema's input is
 * `unknown` per field (it preprocesses blanks and digits), the form holds strings.
 */
export function digitsResolver<V extends FieldValues, O>(schema: z.ZodType<O, FieldValues>) {
  return zodResolver(schema) as unknown as Resolver<V, unknown, O>;
}

/**
 * The form of every commission and fare update modal: react-hook-form with the contract's schema
 * (`zodResolver`), the values as strings. On submit the values, parsed, `build` the update; a
 * refusal's field errors (`updateObj.<i>.<path>`) go to the field `fieldOf(path)` names (default:
 * the path itself, as the edit forms are named like the body), anything else under the form.
 */
export function usePricingForm<V extends FieldValues, O>({
  schema,
  defaultValues,
  build,
  fieldOf = (path) => path,
  onSubmit,
  onClose,
}: Omit<UpdateModalProps, 'dates'> & {
  schema: z.ZodType<O, FieldValues>;
  defaultValues: DefaultValues<V>;
  build: (values: O) => PricingBuild;
  fieldOf?: (path: string) => string | null;
}) {
  const intl = useIntl();
  const form = useForm<V, unknown, O>({
    defaultValues,
    resolver: digitsResolver<V, O>(schema),
  });

  /** A server path as a field of this form, when the form has it. */
  const fieldFor = (serverPath: string): Path<V> | null => {
    const rest = UPDATE_PATH.exec(serverPath)?.[1];
    const field = rest === undefined ? null : fieldOf(rest);
    return field !== null && typeof form.getValues(field as Path<V>) === 'string' ? (field as Path<V>) : null;
  };

  const submit = form.handleSubmit(async (values) => {
    const built = build(values);
    if (built === null) return onClose();
    if ('message' in built) return form.setError(FORM_ERROR, { type: 'manual', message: built.message });
    try {
      await onSubmit(Array.isArray(built) ? built : [built]);
      onClose();
    } catch (err) {
      applyServerErrors(form.setError, err, {
        mapPath: fieldFor,
        fallback: intl.formatMessage(COMMISSION_TEXTS.updateEmpty),
      });
    }
  });

  /** A digits-only field bound to `name`; editing clears the message under the form. */
  const digits = (name: Path<V>, props: DigitsProps) => (
    <FormDigitsField
      key={name}
      control={form.control}
      name={name}
      onEdit={() => form.clearErrors(FORM_ERROR)}
      {...props}
    />
  );

  return {
    form,
    digits,
    /** The props of its PricingModal besides the title. */
    modal: {
      opened: true,
      onClose,
      onSubmit: () => void submit(),
      busy: form.formState.isSubmitting,
      formError: form.formState.errors.root?.server?.message ?? null,
    },
  };
}
