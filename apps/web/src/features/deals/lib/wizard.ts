import {
  publishDealSchema,
  type DealService,
  type DealType,
  type DiscountType,
  type PublishDealInput,
  type Weekday,
} from '@oc/contract';
import { defineMessages, type Formatter, type Message } from '@oc/i18n';
import type { FieldErrors, Resolver } from 'react-hook-form';
import { currentIntl } from '../../../i18n/language';
import { DEAL_TYPE_MESSAGES } from './messages';

/**
 * The create-deal wizard's form (part 1 §2, §4, §5). Numbers are kept as the digits typed (strings)
 * and turned into the publish body by {@link toPublishBody}; the body is checked with the contract's
 * `publishDealSchema(todayIst)`, the same schema the server runs, and each issue is shown at its field.
 *
 * Offer types (docs/architecture.md, Deals): step 1 offers the spec's two cards, 'Custom Offer' and
 * 'Last Min Deal'. 'Last Min Deal' is LASTMINUTE. A 'Custom Offer' is CUSTOM, or EARLYBIRD ('Early
 * Bird Offer') when the operator switches on 'Publish as an Early Bird Offer' in step 2; the review
 * step then names the offer that will be published ({@link publishedOffer}).
 */
export type OfferCard = 'CUSTOM' | 'LASTMINUTE';

export interface WizardValues {
  offer: OfferCard | '';
  /** Custom Offer with early-bird conditions: published as EARLYBIRD. */
  earlyBird: boolean;
  discountType: DiscountType | '';
  discountValue: string;
  maxDiscount: string;
  minSeatValue: string;
  startDate: string | null;
  endDate: string | null;
  dayIncluded: Weekday[];
  excludedDates: string[];
  stopDealAtSeatCount: string;
  stopDealTime: string;
  startDealTime: string;
  startDealAtOccupancy: string;
  stopDealAtOccupancy: string;
  serviceIds: string[];
}

export type WizardField = keyof WizardValues;

export const EMPTY_WIZARD: WizardValues = {
  offer: '',
  earlyBird: false,
  discountType: '',
  discountValue: '',
  maxDiscount: '',
  minSeatValue: '',
  startDate: null,
  endDate: null,
  dayIncluded: [],
  excludedDates: [],
  stopDealAtSeatCount: '',
  stopDealTime: '',
  startDealTime: '',
  startDealAtOccupancy: '',
  stopDealAtOccupancy: '',
  serviceIds: [],
};

export const WIZARD_STEPS = 4;

/** The fields each step checks before 'Next Step'. */
export const STEP_FIELDS: Record<1 | 2 | 3 | 4, WizardField[]> = {
  1: ['offer', 'discountType', 'discountValue', 'maxDiscount', 'minSeatValue'],
  2: [
    'startDate',
    'endDate',
    'dayIncluded',
    'excludedDates',
    'stopDealAtSeatCount',
    'stopDealTime',
    'startDealTime',
    'startDealAtOccupancy',
    'stopDealAtOccupancy',
  ],
  3: ['serviceIds'],
  4: [],
};

export const STEP_TITLES: Record<1 | 2 | 3 | 4, Message> = {
  1: { id: 'deals.wizard.step1', defaultMessage: 'Offer Type & Details' },
  2: { id: 'deals.wizard.step2', defaultMessage: 'Offer Validity' },
  3: { id: 'deals.wizard.step3', defaultMessage: 'Select Services' },
  4: { id: 'deals.wizard.step4', defaultMessage: 'Final Campaign Details' },
};

const TEXT = defineMessages({
  customWithEarlyBird: {
    id: 'deals.wizard.customWithEarlyBird',
    defaultMessage: 'Custom Offer with an early-bird condition',
  },
  chooseOffer: { id: 'deals.wizard.chooseOffer', defaultMessage: 'Choose an offer type' },
});

/** The step that shows a field. */
export function stepOf(field: WizardField): 1 | 2 | 3 | 4 {
  for (const step of [1, 2, 3] as const) if (STEP_FIELDS[step].includes(field)) return step;
  return 4;
}

/** The offer type the form publishes. */
export function dealTypeOf(values: Pick<WizardValues, 'offer' | 'earlyBird'>): DealType | undefined {
  if (values.offer === 'LASTMINUTE') return 'LASTMINUTE';
  if (values.offer === 'CUSTOM') return values.earlyBird ? 'EARLYBIRD' : 'CUSTOM';
  return undefined;
}

/**
 * The offer the form will publish, in words, for the review step and the success dialog: its name
 * ('Early Bird Offer', the name the deals list and the success dialog use) and, when it differs
 * from the card chosen in step 1, how it came about ('Custom Offer with an early-bird condition').
 */
export function publishedOffer(
  values: Pick<WizardValues, 'offer' | 'earlyBird'>,
  intl: Formatter = currentIntl(),
): { name: string; from: string | null } | null {
  const type = dealTypeOf(values);
  if (!type) return null;
  return {
    name: intl.formatMessage(DEAL_TYPE_MESSAGES[type]),
    from: type === 'EARLYBIRD' ? intl.formatMessage(TEXT.customWithEarlyBird) : null,
  };
}

function num(value: string): number | undefined {
  return value === '' ? undefined : Number(value);
}

/**
 * The §3 'Deal body published': optional numbers are omitted when empty; conditions of another
 * offer type and maxDiscount of a flat deal are left out (the form may still hold them after a
 * change of mind); excluded dates as 'YYYY-MM-DDTHH:mm:ss'.
 */
export function toPublishBody(
  values: WizardValues,
  services: readonly DealService[],
  userName?: string,
): PublishDealInput {
  const type = dealTypeOf(values);
  const chosen = new Set(values.serviceIds);
  const body: Record<string, unknown> = {
    ...(userName ? { userName } : {}),
    selectedSevices: services.filter((s) => chosen.has(s._id)),
    startDate: values.startDate ?? '',
    endDate: values.endDate ?? '',
    dayIncluded: values.dayIncluded,
    excludedDates: values.excludedDates.map((d) => `${d}T00:00:00`),
    minSeatValue: num(values.minSeatValue),
    type,
    discountType: values.discountType === '' ? undefined : values.discountType,
    discountValue: num(values.discountValue),
    status: 'ACTIVE',
  };
  if (values.discountType === 'PERCENTAGE') body.maxDiscount = num(values.maxDiscount);
  if (type === 'EARLYBIRD') {
    body.stopDealAtSeatCount = num(values.stopDealAtSeatCount);
    body.stopDealTime = num(values.stopDealTime);
  }
  if (type === 'LASTMINUTE') {
    body.startDealTime = num(values.startDealTime);
    body.startDealAtOccupancy = num(values.startDealAtOccupancy);
    body.stopDealAtOccupancy = num(values.stopDealAtOccupancy);
  }
  return Object.fromEntries(Object.entries(body).filter(([, v]) => v !== undefined)) as PublishDealInput;
}

/** A body path ('selectedSevices.0._id', 'type', …) → the form field that shows it. */
export function fieldOfPath(path: string): WizardField | null {
  const head = path.split('.')[0] ?? '';
  if (head === 'selectedSevices') return 'serviceIds';
  if (head === 'type') return 'offer';
  if (head in EMPTY_WIZARD) return head as WizardField;
  return null;
}

/** Each field's first message. */
export function issuesByField(issues: readonly { path: string; message: string }[]) {
  const out = new Map<WizardField, string>();
  for (const issue of issues) {
    const field = fieldOfPath(issue.path);
    if (field && !out.has(field)) out.set(field, issue.message);
  }
  return out;
}

/**
 * The form's resolver: the contract's publishDealSchema(todayIst) over the body the form would
 * publish (the services list matters only for the count, so ids stand in for the objects).
 */
export function wizardResolver(todayIst: () => string): Resolver<WizardValues> {
  return (values) => {
    const placeholders = values.serviceIds.map((_id) => ({ _id }) as DealService);
    const body = toPublishBody({ ...values }, placeholders);
    const result = publishDealSchema(todayIst()).safeParse(body);
    if (result.success) return { values, errors: {} };
    const issues = result.error.issues.map((i) => ({ path: i.path.join('.'), message: i.message }));
    if (values.offer === '')
      issues.unshift({ path: 'type', message: currentIntl().formatMessage(TEXT.chooseOffer) });
    const errors: FieldErrors<WizardValues> = {};
    for (const [field, message] of issuesByField(issues)) {
      (errors as Record<string, { type: string; message: string }>)[field] = { type: 'validate', message };
    }
    return { values: {}, errors };
  };
}
