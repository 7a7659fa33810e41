import type { ReactNode } from 'react';
import { FieldError } from './field-error';

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
