import {
  getInputProps,
  getSelectProps,
  getTextareaProps,
  type SubmissionResult,
} from '@conform-to/react';
import { useActionData } from '@remix-run/react';
import { useMemo } from 'react';
import {
  buyerRequestKinds,
  incoterms,
  packingFormats,
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
import { fieldLimits } from '~/features/inquiries/fields';
import { teaValues, type TeaChoiceGroup } from '~/features/inquiries/tea-choices';
import { useTranslation } from '~/i18n/translations';

/** 'Your details': who is asking, as the contact form asks it, with the company and a phone. */
const detailFields = [
  {
    name: 'company',
    type: 'text',
    autoComplete: 'organization',
    maxLength: requestFieldLimits.companyMax,
  },
  {
    name: 'name',
    type: 'text',
    autoComplete: 'name',
    maxLength: fieldLimits.nameMax,
  },
  {
    name: 'email',
    type: 'email',
    autoComplete: 'email',
    maxLength: fieldLimits.emailMax,
  },
  {
    name: 'phone',
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
};

/**
 * A quote or sample request. Without script both kinds' fields show, each group saying which
 * kind it is for, and the schema reads only the chosen kind's; with script the other kind's
 * group hides.
 */
export function BuyerRequestForm({ prefill, teaChoices }: BuyerRequestFormProps) {
  const { t } = useTranslation('request');
  const { t: countryNames } = useTranslation('countries');
  const lastResult = useActionData<SubmissionResult<string[]>>();
  const schema = useMemo(() => buyerRequestSchema(teaValues(teaChoices)), [teaChoices]);
  // Every country by its name in the page's language, in that language's order (the file's).
  const countryOptions = useMemo(
    () =>
      Object.entries(countryNames.group('names')).map(([code, name]) => ({
        value: code,
        label: name,
      })),
    [countryNames],
  );
  const { packingOptions, incotermOptions, unitOptions } = useMemo(
    () => ({
      packingOptions: packingFormats.map((value) => ({
        value,
        label: t(`form.packings.${value}`),
      })),
      incotermOptions: incoterms.map((value) => ({ value, label: t(`form.incoterms.${value}`) })),
      unitOptions: quantityUnits.map((value) => ({ value, label: t(`form.units.${value}`) })),
    }),
    [t],
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
      submitLabel={t('form.submit')}
      className="space-y-10"
    >
      <FieldGroup legend={t('form.groups.need')}>
        <fieldset aria-describedby={kind.errors ? kind.errorId : undefined}>
          <legend className={labelClassName}>{t('form.kind')}</legend>
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
                {t(`form.kinds.${value}`)}
              </label>
            ))}
          </div>
          <FieldError id={kind.errorId} errors={kind.errors} />
        </fieldset>
        <FormField label={t('form.tea')} htmlFor={tea.id} errorId={tea.errorId} errors={tea.errors}>
          <select {...getSelectProps(tea)} aria-required="true" className={inputClassName}>
            <option value="">{t('form.pleaseSelect')}</option>
            {teaChoices.map((group) => (
              <optgroup key={group.id} label={t(`form.teaGroups.${group.id}`)}>
                {group.choices.map((choice) => (
                  // The names of products, grades and collection items stay as they are in every
                  // language (issue 23): marked English, so a screen reader says them as such.
                  <option key={choice.value} value={choice.value} lang="en">
                    {choice.label}
                  </option>
                ))}
              </optgroup>
            ))}
          </select>
        </FormField>
        {hydrated ? null : <p className="text-sm text-ink/75">{t('form.withoutScript')}</p>}
      </FieldGroup>
      <FieldGroup legend={t('form.groups.quote')} hidden={hydrated && chosenKind !== 'quote'}>
        <div className="grid gap-5 sm:grid-cols-2">
          <TextInputField
            field={fields.quantity}
            label={t('form.quantity')}
            type="text"
            inputMode="decimal"
          />
          <SelectField field={fields.unit} label={t('form.unit')} options={unitOptions} />
        </div>
      </FieldGroup>
      <FieldGroup legend={t('form.groups.samples')} hidden={hydrated && chosenKind !== 'samples'}>
        <TextInputField
          field={fields.sampleCount}
          label={t('form.sampleCount', sampleCountLimits)}
          type="number"
          min={sampleCountLimits.min}
          max={sampleCountLimits.max}
          step={1}
          className="sm:max-w-48"
        />
      </FieldGroup>
      <FieldGroup legend={t('form.groups.shipping')}>
        <div className="grid gap-5 sm:grid-cols-2">
          <SelectField
            field={fields.packing}
            label={t('form.packing')}
            options={packingOptions}
            placeholder={t('form.pleaseSelect')}
          />
          <SelectField
            field={fields.incoterm}
            label={t('form.incoterm')}
            options={incotermOptions}
            placeholder={t('form.pleaseSelect')}
          />
          <TextInputField
            field={fields.destinationPort}
            label={t('form.destinationPort')}
            type="text"
            maxLength={requestFieldLimits.portMax}
          />
          <SelectField
            field={fields.destinationCountry}
            label={t('form.destinationCountry')}
            options={countryOptions}
            placeholder={t('form.pleaseSelect')}
            autoComplete="country"
          />
        </div>
      </FieldGroup>
      <FieldGroup legend={t('form.groups.details')}>
        <div className="grid gap-5 sm:grid-cols-2">
          {detailFields.map(({ name, ...input }) => (
            <TextInputField key={name} field={fields[name]} label={t(`form.${name}`)} {...input} />
          ))}
        </div>
        <FormField
          label={t('form.message')}
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
