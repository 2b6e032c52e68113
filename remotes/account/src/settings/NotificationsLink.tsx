import { Card } from '@finx/design-system';
import { Link } from '@finx/router';
import { link, note } from '../account/ui';

/** Notification preferences live in the Notification Center: a link there. */
export function NotificationsLink() {
  return (
    <Card title="Notifications" description="Which updates FinX sends, and by e-mail, text or push.">
      <p className={note}>
        <Link to="/notifications" className={link}>
          Notification preferences
        </Link>{' '}
        are in the Notification Center.
      </p>
    </Card>
  );
}
