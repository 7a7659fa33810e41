import { getInputProps, getSelectProps, type FieldMetadata } from '@conform-to/react';
import type { InputHTMLAttributes, ReactNode } from 'react';
import { FieldError, inputClassName } from './field-error';

export const labelClassName = 'mb-1.5 block text-sm font-semibold text-tea-900';

/** A label, its control and the error under it (the control's aria-describedby names it). */
export function FormField({
  label,
  htmlFor,
  errorId,
  errors,
  children,
}: {
  label: ReactNode;
  htmlFor: string;
  errorId: string;
  errors: string[] | undefined;
  children: ReactNode;
}) {
  return (
    <div>
      <label htmlFor={htmlFor} className={labelClassName}>
        {label}
      </label>
      {children}
      <FieldError id={errorId} errors={errors} />
    </div>
  );
}

/** A group of fields under its legend, as the request form is laid out. */
export function FieldGroup({
  legend,
  hidden = false,
  children,
}: {
  legend: string;
  hidden?: boolean;
  children: ReactNode;
}) {
  return (
    <fieldset hidden={hidden} className="space-y-5">
      <legend className="mb-4 font-display text-xl font-semibold text-tea-900">{legend}</legend>
      {children}
    </fieldset>
  );
}

/** What the field components need of Conform's field metadata. */
type Field = FieldMetadata<unknown, Record<string, unknown>, string[]>;

/** A labelled text input (text, e-mail, phone, number) with its error. */
export function TextInputField({
  field,
  label,
  type,
  required = true,
  ...attributes
}: {
  field: Field;
  label: string;
  type: 'text' | 'email' | 'tel' | 'number';
  required?: boolean;
} & Pick<
  InputHTMLAttributes<HTMLInputElement>,
  'autoComplete' | 'inputMode' | 'maxLength' | 'min' | 'max' | 'step' | 'className'
>) {
  return (
    <FormField label={label} htmlFor={field.id} errorId={field.errorId} errors={field.errors}>
      <input
        {...getInputProps(field, { type })}
        {...attributes}
        aria-required={required ? 'true' : undefined}
        className={`${inputClassName} ${attributes.className ?? ''}`}
      />
    </FormField>
  );
}

export type SelectOption = { value: string; label: string };

/** A labelled select of `options`, starting on an empty `placeholder` option unless it always has a value. */
export function SelectField({
  field,
  label,
  options,
  placeholder,
  autoComplete,
}: {
  field: Field;
  label: string;
  options: readonly SelectOption[];
  /** The text of the empty first option ('Please select'); none for a select that always has a value. */
  placeholder?: string;
  autoComplete?: string;
}) {
  return (
    <FormField label={label} htmlFor={field.id} errorId={field.errorId} errors={field.errors}>
      <select
        {...getSelectProps(field)}
        aria-required="true"
        autoComplete={autoComplete}
        className={inputClassName}
      >
        {placeholder === undefined ? null : <option value="">{placeholder}</option>}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </FormField>
  );
}
