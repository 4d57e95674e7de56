import { textCards } from '@shared/lib/textBlocks';
import { Lines } from '@shared/ui/PlainText';
import { VolunteerForm } from '../forms/VolunteerForm';
import { usePageText, usePageTextHeading } from '../PageText';
import { HomeSection } from './HomeSection';

/**
 * The header's and footer's "Volunteer" links land here (/#volunteer). The introduction and the volunteer areas
 * (one card per paragraph) are page texts; the form is always there.
 */
export function GetInvolvedSection() {
  const intro = usePageText('volunteer-intro');
  const roles = usePageText('volunteer-roles');
  const rolesHeading = usePageTextHeading('volunteer-roles', roles);
  const cards = textCards(roles?.body);
  return (
    <HomeSection
      anchor="volunteer"
      title={usePageTextHeading('volunteer-intro', intro) ?? 'Get Involved'}
      intro={intro?.body}
      alt
    >
      {rolesHeading && cards.length > 0 && <h3 className="role-list-title">{rolesHeading}</h3>}
      {cards.length > 0 && (
        <ul className="grid grid-3 role-list">
          {cards.map((r, i) => (
            <li key={i} className="role">
              <h3>{r.title}</h3>
              {r.lines.length > 0 && (
                <p>
                  <Lines lines={r.lines} />
                </p>
              )}
            </li>
          ))}
        </ul>
      )}
      <div className="volunteer-form-wrap">
        <VolunteerForm />
      </div>
    </HomeSection>
  );
}
