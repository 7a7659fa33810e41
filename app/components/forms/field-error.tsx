import { useFormMessage } from './use-form-message';
/** The error under a field, referenced by the field's aria-describedby. */
export function FieldError({ id, errors }: { id: string; errors: string[] | undefined }) {
  const translate = useFormMessage();
  if (!errors?.length) return null;
  return (
    <p id={id} className="mt-1.5 text-sm font-medium text-red-700">
      {errors.map(translate).join(' ')}
    </p>
  );
}

/** An error about the whole form (too many requests, storage unavailable). */
export function FormError({ id, errors }: { id: string; errors: string[] | undefined }) {
  const translate = useFormMessage();
  if (!errors?.length) return null;
  return (
    <div
      id={id}
      role="alert"
      className="rounded-lg border-s-4 border-red-700 bg-red-50 p-3 text-sm text-red-900"
    >
      {errors.map(translate).join(' ')}
    </div>
  );
}

export const inputClassName =
  'block w-full rounded-lg border border-tea-200 bg-white px-4 py-3 text-base text-ink placeholder:text-ink/45 focus:border-tea-500 focus:ring-2 focus:ring-tea-500/30 focus:outline-none aria-invalid:border-red-600';
