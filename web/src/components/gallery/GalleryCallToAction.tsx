import { Link } from '../../lib/router';

/** The gallery's closing invitation to help out, pointing at the volunteer form on the home page. */
export function GalleryCallToAction() {
  return (
    <section className="gallery-cta" aria-labelledby="gallery-cta-title">
      <div className="container gallery-cta-inner">
        <h2 id="gallery-cta-title">Be Part of the Story</h2>
        <p>Lend a hand at the next event or workday, and the next picture could be yours.</p>
        <Link to="/#volunteer" className="btn btn-light">
          Get Involved
        </Link>
      </div>
    </section>
  );
}
