import { Link } from '../../lib/router';
import { PlainText } from '@shared/ui/PlainText';
import { usePageText, usePageTextHeading } from '../PageText';
import { useOrganisation } from '../../lib/organisation';

/**
 * The appeal at the foot of the home page: its words are the page text "Home page: Support banner". GIVE NOW shows
 * once the settings name a donation page; before that it would lead to a page with no way to give.
 */
export function SupportBanner() {
  const { donationUrl } = useOrganisation();
  const appeal = usePageText('support-appeal');
  return (
    <section className="support-banner" aria-labelledby="support-title">
      <div className="container support-banner-inner">
        <div>
          <h2 id="support-title">{usePageTextHeading('support-appeal', appeal)}</h2>
          {appeal && <PlainText text={appeal.body} />}
        </div>
        {donationUrl && (
          <Link to="/donate" className="btn btn-give support-give">
            GIVE NOW
          </Link>
        )}
      </div>
    </section>
  );
}
