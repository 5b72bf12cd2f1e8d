import '../accountPages/accountPages.css';

/**
 * /notifications (shell.md §2, signed in). The backend keeps no notifications for an account
 * yet, so the page shows the empty state rather than invented messages.
 */
export function NotificationsPage() {
  return (
    <article className="account-page" aria-labelledby="notifications-title">
      <h1 id="notifications-title">Notifications</h1>
      <p role="status">You have no notifications.</p>
      <p>
        Messages about your account, such as the e-mail verification, go to your e-mail address.
      </p>
    </article>
  );
}
