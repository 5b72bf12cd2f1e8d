import { Link } from 'react-router';

export function NotFoundPage() {
  return (
    <section className="not-found" aria-labelledby="not-found-title">
      <p className="not-found__code">404</p>
      <h1 id="not-found-title">Page not found</h1>
      <p>The page you are looking for does not exist or has moved.</p>
      <Link to="/" className="button-link button-link--primary">
        Return to Home
      </Link>
    </section>
  );
}
