import { Lines, PlainText } from '@shared/ui/PlainText';
import { textCards } from '@shared/lib/textBlocks';
import { PageMeta } from '../lib/meta';
import { useOrganisation } from '../lib/organisation';
import { AddPageTextHint, SampleTextNote, usePageText, usePageTextHeading } from '../components/PageText';
import { placeName } from '../lib/orgText';

/** The page's search description: the organisation's own appeal (its first paragraph, cut at a word), or no claim. */
function donateDescription(place: string, appeal: string | undefined): string {
  const first = appeal
    ?.split(/\n\s*\n/)[0]
    .replace(/\s+/g, ' ')
    .trim();
  if (first) return first.length <= 155 ? first : `${first.slice(0, 152).replace(/\s+\S*$/, '')}...`;
  return place ? `Ways to support ${place}.` : 'Ways to support our work.';
}
import '../styles/pages/static-pages.css';
import '../styles/pages/donate.css';

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
  const notes = usePageText('donate-notes');
  const notesHeading = usePageTextHeading('donate-notes', notes);
  const appealHeading = usePageTextHeading('donate-appeal', appeal);
  const benefitsHeading = usePageTextHeading('donate-benefits', benefits);
  const membershipHeading = usePageTextHeading('donate-membership', membership);
  const place = placeName(org);
  return (
    <>
      <PageMeta title="Donate" description={donateDescription(place, appeal?.body)} />
      <div className="page-hero">
        <div className="container">
          <h1>{place ? `Support ${place}` : 'Support Our Work'}</h1>
          {appeal && appealHeading && <h2 className="donate-appeal-title">{appealHeading}</h2>}
          {appeal && <SampleTextNote text={appeal} />}
          {appeal && <PlainText text={appeal.body} className="lead" />}
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
              {benefitsHeading}
            </h2>
            <SampleTextNote text={benefits} />
            <ul className="grid grid-3 benefit-list">
              {textCards(benefits.body).map((b, i) => (
                <li key={i} className="card benefit-card">
                  <div className="card-body">
                    <h3>{b.title}</h3>
                    <p>
                      <Lines lines={b.lines} />
                    </p>
                  </div>
                </li>
              ))}
            </ul>
          </div>
        </section>
      ) : (
        <AddPageTextHint textKey="donate-benefits" add="Add what a gift does" />
      )}

      {!membership && <AddPageTextHint textKey="donate-membership" add="Add the membership benefits" />}
      {(membership || org.donationUrl) && (
        <section className="page-section section-alt" aria-labelledby={membership ? 'membership-title' : 'ready-title'}>
          <div className="container donate-membership">
            {membership && (
              <div>
                <h2 id="membership-title">{membershipHeading}</h2>
                <SampleTextNote text={membership} />
                <PlainText text={membership.body} />
              </div>
            )}
            {/* A box inviting a gift needs its button: without a donation page it is left out. */}
            {org.donationUrl && (
              <div className="card donate-cta">
                <div className="card-body">
                  <h2 id="ready-title" className="donate-cta-title">
                    Ready to Give?
                  </h2>
                  <p>Donations are made through our secure card-payment partner and open in a new tab.</p>
                  <GiveNowLink className="btn-block" />
                </div>
              </div>
            )}
          </div>
        </section>
      )}

      {!notes && <AddPageTextHint textKey="donate-notes" add="Add what donors should know" />}
      {(notes || org.taxStatus || org.ein || org.email) && (
        <section className="page-section" aria-labelledby="notes-title">
          {/* The narrow text column starts at the same left edge as every other section's content. */}
          <div className="container">
            <div className="prose">
              <h2 id="notes-title">{notesHeading}</h2>
              {notes && <SampleTextNote text={notes} />}
              {notes && <PlainText text={notes.body} />}
              <ul className="donate-notes">
                {(org.taxStatus || org.ein) && (
                  <li>
                    {org.taxStatus && `${[org.name, org.taxStatus].filter(Boolean).join(': ')}.`}
                    {org.taxStatus && org.ein && ' '}
                    {org.ein && (
                      <>
                        EIN <span className="ein">{org.ein}</span>.
                      </>
                    )}
                  </li>
                )}
                {org.email && (
                  <li>
                    Questions about giving? Email us at <a href={`mailto:${org.email}`}>{org.email}</a>.
                  </li>
                )}
              </ul>
            </div>
          </div>
        </section>
      )}
    </>
  );
}
