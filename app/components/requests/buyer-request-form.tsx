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
  packingFormatLabels,
  packingFormats,
  quantityUnitLabels,
  quantityUnits,
  sampleCountLimits,
} from '~/config/buyer-request-options';
import { FieldError, FormError, inputClassName } from '~/components/forms/field-error';
import { FieldGroup, FormField } from '~/components/forms/form-field';
import { HoneypotField } from '~/components/forms/honeypot-field';
import { useInquiryForm } from '~/components/forms/use-inquiry-form';
import { buttonClassName } from '~/components/ui/button-link';
import { useHydrated } from '~/hooks/use-hydrated';
import {
  buyerRequestSchema,
  requestFieldLimits,
  type BuyerRequestPrefill,
} from '~/lib/buyer-request-schema';
import type { CountryOption } from '~/lib/country-names';
import { fieldLimits } from '~/lib/inquiry-schemas';
import { teaValues, type TeaChoiceGroup } from '~/lib/tea-choices';

const formId = 'request-form';
const pleaseSelect = <option value="">Please select</option>;

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
  const hydrated = useHydrated();
  const { form, fields, pending } = useInquiryForm({
    id: formId,
    schema,
    lastResult,
    defaultValue: {
      tea: '',
      unit: 'kg',
      packing: '',
      incoterm: '',
      destinationCountry: '',
      ...prefill,
    },
    apiPath: '/api/requests',
    successNotice: 'requestSent',
    failureNotice: 'requestFailed',
  });
  const { kind, tea, quantity, unit, sampleCount, packing, incoterm } = fields;
  const { destinationPort, destinationCountry, company, name, email, phone, message } = fields;
  const chosenKind = kind.value ?? prefill.kind;

  return (
    <form
      id={form.id}
      method="post"
      action={`/request#${formId}`}
      noValidate
      onSubmit={form.onSubmit}
      className="relative space-y-10"
    >
      <FormError id={form.errorId} errors={form.errors} />
      <FieldGroup legend="What you need">
        <fieldset aria-describedby={kind.errors ? kind.errorId : undefined}>
          <legend className="mb-1.5 text-sm font-semibold text-tea-900">Kind of request</legend>
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
            {pleaseSelect}
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
          <FormField
            label="Quantity"
            htmlFor={quantity.id}
            errorId={quantity.errorId}
            errors={quantity.errors}
          >
            <input
              {...getInputProps(quantity, { type: 'text' })}
              inputMode="decimal"
              className={inputClassName}
            />
          </FormField>
          <FormField label="Unit" htmlFor={unit.id} errorId={unit.errorId} errors={unit.errors}>
            <select {...getSelectProps(unit)} className={inputClassName}>
              {quantityUnits.map((value) => (
                <option key={value} value={value}>
                  {quantityUnitLabels[value]}
                </option>
              ))}
            </select>
          </FormField>
        </div>
      </FieldGroup>
      <FieldGroup legend="For samples" hidden={hydrated && chosenKind !== 'samples'}>
        <FormField
          label={`Number of 100 g samples (${sampleCountLimits.min} to ${sampleCountLimits.max})`}
          htmlFor={sampleCount.id}
          errorId={sampleCount.errorId}
          errors={sampleCount.errors}
        >
          <input
            {...getInputProps(sampleCount, { type: 'number' })}
            min={sampleCountLimits.min}
            max={sampleCountLimits.max}
            step={1}
            className={`${inputClassName} sm:max-w-48`}
          />
        </FormField>
      </FieldGroup>
      <FieldGroup legend="Packing and shipping">
        <div className="grid gap-5 sm:grid-cols-2">
          <FormField
            label="Packing"
            htmlFor={packing.id}
            errorId={packing.errorId}
            errors={packing.errors}
          >
            <select {...getSelectProps(packing)} aria-required="true" className={inputClassName}>
              {pleaseSelect}
              {packingFormats.map((value) => (
                <option key={value} value={value}>
                  {packingFormatLabels[value]}
                </option>
              ))}
            </select>
          </FormField>
          <FormField
            label="Incoterm"
            htmlFor={incoterm.id}
            errorId={incoterm.errorId}
            errors={incoterm.errors}
          >
            <select {...getSelectProps(incoterm)} aria-required="true" className={inputClassName}>
              {pleaseSelect}
              {incoterms.map((value) => (
                <option key={value} value={value}>
                  {incotermLabels[value]}
                </option>
              ))}
            </select>
          </FormField>
          <FormField
            label="Destination port"
            htmlFor={destinationPort.id}
            errorId={destinationPort.errorId}
            errors={destinationPort.errors}
          >
            <input
              {...getInputProps(destinationPort, { type: 'text' })}
              aria-required="true"
              maxLength={requestFieldLimits.portMax}
              className={inputClassName}
            />
          </FormField>
          <FormField
            label="Destination country"
            htmlFor={destinationCountry.id}
            errorId={destinationCountry.errorId}
            errors={destinationCountry.errors}
          >
            <select
              {...getSelectProps(destinationCountry)}
              aria-required="true"
              autoComplete="country"
              className={inputClassName}
            >
              {pleaseSelect}
              {countries.map((country) => (
                <option key={country.code} value={country.code}>
                  {country.name}
                </option>
              ))}
            </select>
          </FormField>
        </div>
      </FieldGroup>
      <FieldGroup legend="Your details">
        <div className="grid gap-5 sm:grid-cols-2">
          <FormField
            label="Company"
            htmlFor={company.id}
            errorId={company.errorId}
            errors={company.errors}
          >
            <input
              {...getInputProps(company, { type: 'text' })}
              autoComplete="organization"
              aria-required="true"
              maxLength={requestFieldLimits.companyMax}
              className={inputClassName}
            />
          </FormField>
          <FormField label="Name" htmlFor={name.id} errorId={name.errorId} errors={name.errors}>
            <input
              {...getInputProps(name, { type: 'text' })}
              autoComplete="name"
              aria-required="true"
              maxLength={fieldLimits.nameMax}
              className={inputClassName}
            />
          </FormField>
          <FormField label="Email" htmlFor={email.id} errorId={email.errorId} errors={email.errors}>
            <input
              {...getInputProps(email, { type: 'email' })}
              autoComplete="email"
              aria-required="true"
              maxLength={fieldLimits.emailMax}
              className={inputClassName}
            />
          </FormField>
          <FormField
            label="Phone (optional)"
            htmlFor={phone.id}
            errorId={phone.errorId}
            errors={phone.errors}
          >
            <input
              {...getInputProps(phone, { type: 'tel' })}
              autoComplete="tel"
              maxLength={requestFieldLimits.phoneMax}
              className={inputClassName}
            />
          </FormField>
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
      <HoneypotField formId={formId} />
      <button
        type="submit"
        disabled={pending}
        className={`${buttonClassName('primary')} w-full sm:w-auto`}
      >
        {pending ? 'Sending...' : 'Send Request'}
      </button>
    </form>
  );
}
