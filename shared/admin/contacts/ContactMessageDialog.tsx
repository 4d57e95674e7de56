import { Button, Dialog, DialogBody, DialogFooter } from '@blueprintjs/core';
import { Envelope } from '@blueprintjs/icons';
import type { ContactSubmissionDto } from '../../api/types';
import { formatLongDate } from '../../lib/eventTime';
import { PRESERVE_TIME_ZONE } from '../../constants';
import { useAdminPlatform } from '../common/platform';
import { mailtoLink, replySubject } from './mailto';
import './fields.css';

interface Props {
  message: ContactSubmissionDto | null;
  onClose(): void;
  onToggleRead(message: ContactSubmissionDto): void;
  saving: boolean;
}

const time = new Intl.DateTimeFormat('en-US', { timeZone: PRESERVE_TIME_ZONE, hour: 'numeric', minute: '2-digit' });

/** One message in full, with the sender, when it came, and the two things an admin does next. */
export function ContactMessageDialog({ message, onClose, onToggleRead, saving }: Props) {
  const platform = useAdminPlatform();
  return (
    <Dialog
      isOpen={message != null}
      onClose={onClose}
      title={message?.subject ?? ''}
      className="adm-message-dialog"
      isCloseButtonShown={false}
    >
      {message && (
        <>
          <DialogBody>
            <dl className="adm-fields">
              <dt>From</dt>
              <dd>
                {message.firstName} {message.lastName}
              </dd>
              <dt>Email</dt>
              <dd>{message.email}</dd>
              <dt>Received</dt>
              <dd>
                <time dateTime={message.createdAt}>
                  {formatLongDate(message.createdAt)}, {time.format(new Date(message.createdAt))}
                </time>
              </dd>
              <dt>Status</dt>
              <dd>{message.isRead ? 'Read' : 'Unread'}</dd>
            </dl>
            <p className="adm-pre adm-message-text">{message.message}</p>
          </DialogBody>
          <DialogFooter
            actions={
              <>
                <Button variant="outlined" loading={saving} onClick={() => onToggleRead(message)}>
                  {message.isRead ? 'Mark as Unread' : 'Mark as Read'}
                </Button>
                <Button
                  intent="primary"
                  icon={<Envelope />}
                  onClick={() =>
                    platform.openExternal(mailtoLink(message.email, { subject: replySubject(message.subject) }))
                  }
                >
                  Reply by Email
                </Button>
                <Button onClick={onClose}>Close</Button>
              </>
            }
          />
        </>
      )}
    </Dialog>
  );
}
