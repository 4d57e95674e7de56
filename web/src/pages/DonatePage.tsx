import { PageMeta } from '../lib/meta';
import { useOrganisation } from '../lib/organisation';
import '../styles/pages/static-pages.css';
import '../styles/pages/donate.css';

const BENEFITS = [
  {
    title: 'Protect Habitat',
    text: 'Your gift funds habitat restoration and conservation work that keeps the preserve healthy for wildlife.',
  },
  {
    title: 'Keep It Open and Free',
    text: 'Trails stay open from sunrise to sunset, and every visitor walks in without paying a thing.',
  },
  {
    title: 'Inspire Young Naturalists',
    text: 'Education programs and nature walks help children and families discover the land on their doorstep.',
  },
];

const MEMBERSHIP = [
  'Invitations to member events and walks on the preserve',
  'Our newsletters, with news from the land and the year ahead',
  'Notifications when volunteer opportunities open up',
  'Recognition as a supporter of the preserve',
  'The knowledge that you support the protection of this land for future generations',
];

/** The GIVE NOW link goes to the external card-payment provider: the site itself takes no payments. */
function GiveNowLink({ className = '' }: { className?: string }) {
  const org = useOrganisation();
  // No donation page set yet: no button that leads nowhere.
  if (!org.donationUrl) return null;
  return (
    <a
      href={org.donationUrl}
      className={`btn btn-give donate-give ${className}`}
      target="_blank"
      rel="noopener noreferrer"
    >
      GIVE NOW<span className="visually-hidden"> (opens our secure donation page in a new tab)</span>
    </a>
  );
}

export function DonatePage() {
  const org = useOrganisation();
  return (
    <>
      <PageMeta
        title="Donate"
        description={`Support ${org.preserveName}: your tax-deductible donation protects ${org.acres} acres, keeps the preserve free and open, and makes you a member of ${org.name}.`}
      />
      <div className="page-hero">
        <div className="container">
          <h1>Support {org.preserveName}</h1>
          <p className="lead">
            {org.name} is a nonprofit that protects {org.acres} acres and the former nursery lands around them, keeps
            the preserve free and open to all, and shares the land with the next generation. Every gift helps.
          </p>
          <div className="page-hero-actions">
            <GiveNowLink />
          </div>
        </div>
      </div>

      <section className="page-section" aria-labelledby="impact-title">
        <div className="container">
          <h2 id="impact-title" className="donate-center">
            What Your Gift Does
          </h2>
          <ul className="grid grid-3 benefit-list">
            {BENEFITS.map((b) => (
              <li key={b.title} className="card benefit-card">
                <div className="card-body">
                  <h3>{b.title}</h3>
                  <p>{b.text}</p>
                </div>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section className="page-section section-alt" aria-labelledby="membership-title">
        <div className="container donate-membership">
          <div>
            <h2 id="membership-title">Membership Benefits</h2>
            <p>A donation of any size makes you a member of {org.name}. As a member you receive:</p>
            <ul className="check-list">
              {MEMBERSHIP.map((m) => (
                <li key={m}>{m}</li>
              ))}
            </ul>
          </div>
          <div className="card donate-cta">
            <div className="card-body">
              <h2 className="donate-cta-title">Ready to Give?</h2>
              <p>Donations are made through our secure card-payment partner and open in a new tab.</p>
              <GiveNowLink className="btn-block" />
            </div>
          </div>
        </div>
      </section>

      <section className="page-section" aria-labelledby="notes-title">
        <div className="container prose">
          <h2 id="notes-title">Good to Know</h2>
          <ul className="donate-notes">
            <li>Your donation makes you a member of {org.name}.</li>
            <li>
              {org.name} is a nonprofit 501(c)(3) public charity
              {org.ein && (
                <>
                  {' '}
                  (EIN <span className="ein">{org.ein}</span>)
                </>
              )}
              . Donations are tax-deductible as allowed by law.
            </li>
            {org.email && (
              <li>
                Questions about giving? Email us at <a href={`mailto:${org.email}`}>{org.email}</a>.
              </li>
            )}
          </ul>
        </div>
      </section>
    </>
  );
}
