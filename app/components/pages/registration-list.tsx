import type { Registration } from '~/content/company-facts';
import { useTranslation } from '~/i18n/translations';

/**
 * The bodies the company is registered with or a member of, each with its number, so a buyer can
 * check them with the body itself (company facts; their names and titles in the `credentials`
 * translation files, by the body's English name). The number is a code, kept as written.
 */
export function RegistrationList({ registrations }: { registrations: readonly Registration[] }) {
  const { t } = useTranslation('credentials');
  const bodies: Readonly<Record<string, { body: string; title: string } | undefined>> =
    t.group('registrations.bodies');
  if (registrations.length === 0) return null;
  return (
    <div className="mt-12 rounded-3xl bg-cream-50 p-6 ring-1 ring-tea-900/10 sm:p-8">
      <h3 className="text-xl font-semibold">{t('registrations.title')}</h3>
      <ul className="mt-4 grid gap-4 sm:grid-cols-3">
        {registrations.map((registration) => (
          <li key={registration.number} data-testid="registration">
            <p className="font-semibold text-tea-900">
              {bodies[registration.body]?.body ?? registration.body}
            </p>
            <p className="text-sm text-ink/80">
              {bodies[registration.body]?.title ?? registration.title}
            </p>
            <p className="text-sm text-ink/75">
              {t('registrations.number', { number: registration.number })}
            </p>
          </li>
        ))}
      </ul>
    </div>
  );
}
