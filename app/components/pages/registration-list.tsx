import type { Registration } from '~/content/company-facts';

/**
 * The bodies the company is registered with or a member of, each with its number, so a buyer can
 * check them with the body itself (company facts).
 */
export function RegistrationList({ registrations }: { registrations: readonly Registration[] }) {
  if (registrations.length === 0) return null;
  return (
    <div className="mt-12 rounded-3xl bg-cream-50 p-6 ring-1 ring-tea-900/10 sm:p-8">
      <h3 className="text-xl font-semibold">Registrations and memberships</h3>
      <ul className="mt-4 grid gap-4 sm:grid-cols-3">
        {registrations.map((registration) => (
          <li key={registration.number} data-testid="registration">
            <p className="font-semibold text-tea-900">{registration.body}</p>
            <p className="text-sm text-ink/80">{registration.title}</p>
            <p className="text-sm text-ink/75">No. {registration.number}</p>
          </li>
        ))}
      </ul>
    </div>
  );
}
