import { VolunteerForm } from '../forms/VolunteerForm';
import { HomeSection } from './HomeSection';

const ROLES = [
  {
    title: 'Event Volunteer',
    text: 'Greet visitors, help set up walks and events, and make sure everyone finds their way.',
  },
  {
    title: 'Conservation Worker',
    text: 'Join hands-on workdays that restore habitat on the preserve and the former nursery lands around it.',
  },
  {
    title: 'Education Support',
    text: 'Help with nature walks and education programs, and share what makes the preserve special with young explorers.',
  },
];

/** The header's and footer's "Volunteer" links land here (/#volunteer). */
export function GetInvolvedSection() {
  return (
    <HomeSection
      anchor="volunteer"
      title="Get Involved"
      intro="Every hour given on the land or at an event helps keep the preserve wild, healthy and open to all."
      alt
    >
      <ul className="grid grid-3 role-list">
        {ROLES.map((r) => (
          <li key={r.title} className="role">
            <h3>{r.title}</h3>
            <p>{r.text}</p>
          </li>
        ))}
      </ul>
      <div className="volunteer-form-wrap">
        <VolunteerForm />
      </div>
    </HomeSection>
  );
}
