import { useTranslation } from '~/i18n/translations';
import { honeypotField } from '~/features/inquiries/fields';

/** A field people never see or reach; a bot that fills it is answered as if accepted. */
export function HoneypotField({ formId }: { formId: string }) {
  const { t } = useTranslation('forms');
  const id = `${formId}-${honeypotField}`;
  return (
    // Off the start side: in Arabic that is past the right edge, where it widens nothing; past
    // the left edge it would give a right-to-left page a horizontal scroll.
    <div aria-hidden="true" className="absolute -start-[9999px] h-px w-px overflow-hidden">
      <label htmlFor={id}>{t('form.honeypot')}</label>
      <input
        id={id}
        type="text"
        name={honeypotField}
        tabIndex={-1}
        autoComplete="off"
        defaultValue=""
      />
    </div>
  );
}
