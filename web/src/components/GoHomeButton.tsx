import { Link } from '../lib/router';

/** The way out of a page that has nothing for the visitor: back to the home page. */
export function GoHomeButton() {
  return (
    <p>
      <Link to="/" className="btn btn-primary">
        Go Home
      </Link>
    </p>
  );
}
