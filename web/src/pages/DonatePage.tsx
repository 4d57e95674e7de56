import { PageMeta } from '../lib/meta';
import { useOrganisation } from '../lib/organisation';
import { AddPageTextHint, SampleTextNote, TextBody, usePageText } from '../components/PageText';
import '../styles/pages/static-pages.css';
import '../styles/pages/donate.css';

/** Cards from a body: each paragraph's first line is the heading, the rest the text. */
export function textCards(body: string | null | undefined): { title: string; text: string }[] {
  return (body ?? '')
    .split(/\r?\n\s*\r?\n/)
    .map((chunk) =>
      chunk
        .split(/\r?\n/)
        .map((l) => l.trim())
        .filter(Boolean),
    )
    .filter((lines) => lines.length > 0)
    .map(([title, ...rest]) => ({ title: title ?? '', text: rest.join(' ') }));
}

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
  const appeal = usePageText('donate-appeal');
  const benefits = usePageText('donate-benefits');
  const membership = usePageText('donate-membership');
  return (
    <>
      <PageMeta
        title="Donate"
        description={`Support ${org.preserveName}: your tax-deductible donation protects ${org.acres} acres, keeps the preserve free and open, and makes you a member of ${org.name}.`}
      />
      <div className="page-hero">
        <div className="container">
          <h1>Support {org.preserveName}</h1>
          {appeal && <SampleTextNote text={appeal} />}
          {appeal && <TextBody body={appeal.body} className="lead" />}
          <div className="page-hero-actions">
            <GiveNowLink />
          </div>
        </div>
      </div>

      {!appeal && <AddPageTextHint textKey="donate-appeal" add="Add your appeal" />}

      {benefits ? (
        <section className="page-section" aria-labelledby="impact-title">
          <div className="container">
            <h2 id="impact-title" className="donate-center">
              {benefits.title ?? 'What Your Gift Does'}
            </h2>
            <SampleTextNote text={benefits} />
            <ul className="grid grid-3 benefit-list">
              {textCards(benefits.body).map((b, i) => (
                <li key={i} className="card benefit-card">
                  <div className="card-body">
                    <h3>{b.title}</h3>
                    <p>{b.text}</p>
                  </div>
                </li>
              ))}
            </ul>
          </div>
        </section>
      ) : (
        <AddPageTextHint textKey="donate-benefits" add="Add what a gift does" />
      )}

      <section className="page-section section-alt" aria-labelledby={membership ? 'membership-title' : 'ready-title'}>
        <div className="container donate-membership">
          {membership ? (
            <div>
              <h2 id="membership-title">{membership.title ?? 'Membership Benefits'}</h2>
              <SampleTextNote text={membership} />
              <TextBody body={membership.body} />
            </div>
          ) : (
            <AddPageTextHint textKey="donate-membership" add="Add the membership benefits" />
          )}
          <div className="card donate-cta">
            <div className="card-body">
              <h2 id="ready-title" className="donate-cta-title">
                Ready to Give?
              </h2>
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
