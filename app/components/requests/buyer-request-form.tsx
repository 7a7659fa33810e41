import {
  getInputProps,
  getSelectProps,
  getTextareaProps,
  type SubmissionResult,
} from '@conform-to/react';
import { useActionData } from '@remix-run/react';
import { useMemo } from 'react';
import {
  buyerRequestKindLabels,
  buyerRequestKinds,
  incotermLabels,
  incoterms,
  labelledOptions,
  packingFormatLabels,
  packingFormats,
  quantityUnitLabels,
  quantityUnits,
  sampleCountLimits,
} from '~/config/buyer-request-options';
import { FieldError, inputClassName } from '~/components/forms/field-error';
import {
  FieldGroup,
  FormField,
  SelectField,
  TextInputField,
  labelClassName,
} from '~/components/forms/form-field';
import { InquiryFormFrame } from '~/components/forms/inquiry-form-frame';
import { useInquiryForm } from '~/components/forms/use-inquiry-form';
import { useHydrated } from '~/hooks/use-hydrated';
import {
  buyerRequestSchema,
  requestFieldLimits,
  type BuyerRequestPrefill,
} from '~/features/inquiries/buyer-request-schema';
import type { CountryOption } from '~/features/inquiries/country-names';
import { fieldLimits } from '~/features/inquiries/schemas';
import { teaValues, type TeaChoiceGroup } from '~/features/inquiries/tea-choices';

const packingOptions = labelledOptions(packingFormats, packingFormatLabels);
const incotermOptions = labelledOptions(incoterms, incotermLabels);
const unitOptions = labelledOptions(quantityUnits, quantityUnitLabels);

/** 'Your details': who is asking, as the contact form asks it, with the company and a phone. */
const detailFields = [
  {
    name: 'company',
    label: 'Company',
    type: 'text',
    autoComplete: 'organization',
    maxLength: requestFieldLimits.companyMax,
  },
  {
    name: 'name',
    label: 'Name',
    type: 'text',
    autoComplete: 'name',
    maxLength: fieldLimits.nameMax,
  },
  {
    name: 'email',
    label: 'Email',
    type: 'email',
    autoComplete: 'email',
    maxLength: fieldLimits.emailMax,
  },
  {
    name: 'phone',
    label: 'Phone (optional)',
    type: 'tel',
    autoComplete: 'tel',
    maxLength: requestFieldLimits.phoneMax,
    required: false,
  },
] as const;

/** The form as it starts: the selects on their placeholder, kg, and what a link prefilled. */
const emptyForm = { tea: '', unit: 'kg', packing: '', incoterm: '', destinationCountry: '' };

type BuyerRequestFormProps = {
  prefill: BuyerRequestPrefill;
  teaChoices: readonly TeaChoiceGroup[];
  countries: readonly CountryOption[];
};

/**
 * A quote or sample request. Without script both kinds' fields show, each group saying which
 * kind it is for, and the schema reads only the chosen kind's; with script the other kind's
 * group hides.
 */
export function BuyerRequestForm({ prefill, teaChoices, countries }: BuyerRequestFormProps) {
  const lastResult = useActionData<SubmissionResult<string[]>>();
  const schema = useMemo(() => buyerRequestSchema(teaValues(teaChoices)), [teaChoices]);
  const countryOptions = useMemo(
    () => countries.map((country) => ({ value: country.code, label: country.name })),
    [countries],
  );
  const hydrated = useHydrated();
  const { form, fields, pending } = useInquiryForm({
    id: 'request-form',
    schema,
    lastResult,
    defaultValue: { ...emptyForm, ...prefill },
    apiPath: '/api/requests',
    successNotice: 'requestSent',
    failureNotice: 'requestFailed',
  });
  const { kind, tea, message } = fields;
  const chosenKind = kind.value ?? prefill.kind;

  return (
    <InquiryFormFrame
      form={form}
      pagePath="/request"
      pending={pending}
      submitLabel="Send Request"
      className="space-y-10"
    >
      <FieldGroup legend="What you need">
        <fieldset aria-describedby={kind.errors ? kind.errorId : undefined}>
          <legend className={labelClassName}>Kind of request</legend>
          <div className="flex flex-wrap gap-3">
            {buyerRequestKinds.map((value) => (
              <label
                key={value}
                className="flex min-h-11 cursor-pointer items-center gap-2 rounded-full border border-tea-200 px-5 has-checked:border-tea-600 has-checked:bg-tea-50"
              >
                <input
                  {...getInputProps(kind, { type: 'radio', value })}
                  id={`${kind.id}-${value}`}
                  className="h-4 w-4 accent-tea-700"
                />
                {buyerRequestKindLabels[value]}
              </label>
            ))}
          </div>
          <FieldError id={kind.errorId} errors={kind.errors} />
        </fieldset>
        <FormField label="Tea" htmlFor={tea.id} errorId={tea.errorId} errors={tea.errors}>
          <select {...getSelectProps(tea)} aria-required="true" className={inputClassName}>
            <option value="">Please select</option>
            {teaChoices.map((group) => (
              <optgroup key={group.label} label={group.label}>
                {group.choices.map((choice) => (
                  <option key={choice.value} value={choice.value}>
                    {choice.label}
                  </option>
                ))}
              </optgroup>
            ))}
          </select>
        </FormField>
        {hydrated ? null : (
          <p className="text-sm text-ink/75">
            Fill in the part below for the kind you chose: the quantity for a quote, or the number
            of samples. The other part is ignored.
          </p>
        )}
      </FieldGroup>
      <FieldGroup legend="For a quote" hidden={hydrated && chosenKind !== 'quote'}>
        <div className="grid gap-5 sm:grid-cols-2">
          <TextInputField
            field={fields.quantity}
            label="Quantity"
            type="text"
            inputMode="decimal"
          />
          <SelectField field={fields.unit} label="Unit" options={unitOptions} placeholder={false} />
        </div>
      </FieldGroup>
      <FieldGroup legend="For samples" hidden={hydrated && chosenKind !== 'samples'}>
        <TextInputField
          field={fields.sampleCount}
          label={`Number of 100 g samples (${sampleCountLimits.min} to ${sampleCountLimits.max})`}
          type="number"
          min={sampleCountLimits.min}
          max={sampleCountLimits.max}
          step={1}
          className="sm:max-w-48"
        />
      </FieldGroup>
      <FieldGroup legend="Packing and shipping">
        <div className="grid gap-5 sm:grid-cols-2">
          <SelectField field={fields.packing} label="Packing" options={packingOptions} />
          <SelectField field={fields.incoterm} label="Incoterm" options={incotermOptions} />
          <TextInputField
            field={fields.destinationPort}
            label="Destination port"
            type="text"
            maxLength={requestFieldLimits.portMax}
          />
          <SelectField
            field={fields.destinationCountry}
            label="Destination country"
            options={countryOptions}
            autoComplete="country"
          />
        </div>
      </FieldGroup>
      <FieldGroup legend="Your details">
        <div className="grid gap-5 sm:grid-cols-2">
          {detailFields.map(({ name, ...input }) => (
            <TextInputField key={name} field={fields[name]} {...input} />
          ))}
        </div>
        <FormField
          label="Message"
          htmlFor={message.id}
          errorId={message.errorId}
          errors={message.errors}
        >
          <textarea
            {...getTextareaProps(message)}
            rows={5}
            aria-required="true"
            maxLength={fieldLimits.messageMax}
            className={inputClassName}
          />
        </FormField>
      </FieldGroup>
    </InquiryFormFrame>
  );
}
