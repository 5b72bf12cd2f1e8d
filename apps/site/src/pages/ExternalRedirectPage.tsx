import { Banner, Button, Link } from '@voyagent/ui-kit';
import { useNavigate, useSearchParams } from 'react-router';
import { ContentPage } from '../accountPages/ContentPage';
import { checkExternalUrl } from '../redirect/externalUrl';
import '../content/content.css';

/**
 * /redirect?url=… (shell.md §2): the notice before leaving for another site. It names the
 * destination's host and offers Continue, a plain link to it that passes neither a handle on this
 * page nor its address, and Back. An address it may not open (not http(s), relative, missing)
 * gets a clear message instead. Never indexed (the route table's `noindex`).
 */
export function ExternalRedirectPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const check = checkExternalUrl(params.get('url'));
  const back = () => {
    if (window.history.length > 1) void navigate(-1);
    else void navigate('/');
  };

  return (
    <ContentPage title="You are leaving Voyagent">
      {check.ok ? (
        <>
          <p>
            This link goes to <strong data-testid="redirect-host">{check.host}</strong>, a site
            Voyagent does not control. Its own terms and privacy policy apply there.
          </p>
          <p className="content-page__dates">{check.href}</p>
          <div className="content-page__actions">
            <Link href={check.href} rel="noopener noreferrer" variant="standalone">
              {`Continue to ${check.host}`}
            </Link>
            <Button variant="secondary" onPress={back}>
              Back
            </Button>
          </div>
        </>
      ) : (
        <>
          <Banner variant="danger" title="This link cannot be opened" description={check.message} />
          <div className="content-page__actions">
            <Button variant="secondary" onPress={back}>
              Back
            </Button>
          </div>
        </>
      )}
    </ContentPage>
  );
}
