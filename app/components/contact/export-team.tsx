import { useTranslation } from '~/i18n/translations';
import type { Language } from '~/i18n/languages';
import { useLanguage } from '~/i18n/use-language';
import { Picture } from '~/components/ui/picture';
import { people, personPicture } from '~/content/company-facts/people';
import type { Person } from '~/content/company-facts/schema';
import { isPhotographed } from '~/features/pictures/pictures';
import { portraitSlot } from '~/features/pictures/picture-slots';

/** 'DP' for Dilani Perera: the first letter of the first and the last name. */
function initialsOf(name: string): string {
  const words = name.split(/\s+/).filter(Boolean);
  return [words[0], words.at(-1)].map((word) => word?.[0] ?? '').join('');
}

function PersonCard({ person }: { person: Person }) {
  const { t } = useTranslation('team');
  const language = useLanguage();
  // The company names its people in its facts (app/content/company-facts/people.ts); each one's
  // role and languages are translated under `people` and `languageNames` (tests/unit/translations.test.ts).
  const people: Readonly<Record<string, { role: string; looksAfter: string }>> = t.group('people');
  const languageNames: Readonly<Record<string, string>> = t.group('languageNames');
  const words = people[person.id];
  return (
    <li data-testid="person" className="flex gap-4">
      {/* The company's photograph once it is in; the initials until then. Either is silent: the
          name that follows says who it is (a text browser would print both). */}
      {isPhotographed(personPicture(person)) ? (
        <Picture
          src={personPicture(person)}
          alt=""
          slot={portraitSlot}
          className="h-12 w-12 shrink-0 rounded-full object-cover"
        />
      ) : (
        <span
          aria-hidden="true"
          data-initials={initialsOf(person.name)}
          className="flex h-12 w-12 shrink-0 items-center justify-center rounded-full bg-tea-700 font-display text-lg font-semibold text-cream-50 before:content-[attr(data-initials)]"
        />
      )}
      <div className="min-w-0">
        <h3 className="font-sans text-base font-semibold text-tea-900">{person.name}</h3>
        <p className="text-sm text-ink/75">{words?.role ?? person.role}</p>
        <p className="mt-1 text-sm leading-relaxed text-ink/80">
          {words?.looksAfter ?? person.looksAfter}
        </p>
        <p className="mt-1 text-sm text-ink/75">
          {t('speaks', {
            languages: formatList(
              person.languages.map((name) => languageNames[name] ?? name),
              language,
            ),
          })}
        </p>
        <a
          href={`mailto:${person.email}`}
          className="mt-1 inline-block text-sm font-semibold break-all text-tea-800 underline"
        >
          {person.email}
        </a>
      </div>
    </li>
  );
}

/** 'English, Sinhala and Russian', in the page's language ('الإنجليزية والسنهالية والروسية'). */
function formatList(words: readonly string[], language: Language): string {
  return new Intl.ListFormat(language === 'en' ? 'en-GB' : language, {
    type: 'conjunction',
  }).format(words);
}

/**
 * The people who answer buyers, by name, role and language (company facts): on Contact and
 * beside the request form, so a buyer knows who will read what they send. Nothing is shown
 * until the facts name someone.
 */
export function ExportTeam({ headingId, title }: { headingId: string; title: string }) {
  if (people.length === 0) return null;
  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId} className="text-2xl font-semibold">
        {title}
      </h2>
      <ul className="mt-6 space-y-6">
        {people.map((person) => (
          <PersonCard key={person.id} person={person} />
        ))}
      </ul>
    </section>
  );
}
