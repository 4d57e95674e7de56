import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Button, Card, Switch, Tag } from '@blueprintjs/core';
import { adminContactsQuery } from '../../api/queries';
import type { ContactSubmissionDto } from '../../api/types';
import { formatShortDate } from '../../lib/eventTime';
import { AdminScreen } from '../common/AdminScreen';
import { listStates, QueryStates } from '../common/QueryStates';
import { RecordList } from '../common/RecordList';
import { ScreenState } from '../common/ScreenState';
import { csvFileName } from '../common/csv';
import { ExportCsvButton } from '../common/ExportCsvButton';
import { ContactMessageDialog } from './ContactMessageDialog';
import { contactsCsv } from './contactCsv';
import { useMarkRead } from './useMarkRead';
import './contacts.css';
import { countOf } from '../../lib/plural';
import { adminScreen } from '../screens';

const PREVIEW_LENGTH = 140;
const preview = (text: string) => (text.length > PREVIEW_LENGTH ? `${text.slice(0, PREVIEW_LENGTH).trimEnd()}…` : text);

const NO_MESSAGES = 'Messages sent with the contact form on the home page appear here.';

/**
 * Contact messages (/admin/contacts, linked from the dashboard):
 * newest first, unread ones marked in words as well as colour, each opened in full, read or unread at will.
 */
export function AdminContacts() {
  const query = useQuery(adminContactsQuery());
  const messages = query.data;
  const markRead = useMarkRead();
  const [openId, setOpenId] = useState<string | null>(null);
  const [unreadOnly, setUnreadOnly] = useState(false);
  // The dialog follows the cache, so a change made inside it shows at once.
  const open = messages?.find((m) => m.id === openId) ?? null;

  const openMessage = (m: ContactSubmissionDto) => {
    setOpenId(m.id);
    // Reading a message is what "read" means; the admin can mark it unread again from the dialog.
    if (!m.isRead) markRead.mutate({ id: m.id, patch: { isRead: true } });
  };
  const toggleRead = (m: ContactSubmissionDto) => markRead.mutate({ id: m.id, patch: { isRead: !m.isRead } });
  const savingId = markRead.isPending ? markRead.variables?.id : undefined;

  const actions = messages?.length ? (
    <ExportCsvButton fileName={csvFileName('contact-messages')} csv={() => contactsCsv(messages)} />
  ) : undefined;

  const list = (loaded: ContactSubmissionDto[]) => {
    const unread = loaded.filter((m) => !m.isRead).length;
    const shown = unreadOnly ? loaded.filter((m) => !m.isRead) : loaded;
    return (
      <>
        <div className="adm-contacts-bar">
          <p className="adm-contacts-summary">
            {countOf(loaded.length, 'message')}, <strong>{unread} unread</strong>
          </p>
          <Switch
            checked={unreadOnly}
            onChange={(e) => setUnreadOnly(e.currentTarget.checked)}
            label="Show unread only"
          />
        </div>
        {shown.length === 0 ? (
          <ScreenState kind="empty" title="No Unread Messages" description="Every message has been read." />
        ) : (
          <RecordList label="Messages, newest first" items={shown}>
            {(m) => (
              <MessageRow
                message={m}
                saving={savingId === m.id}
                onOpen={() => openMessage(m)}
                onToggleRead={() => toggleRead(m)}
              />
            )}
          </RecordList>
        )}
      </>
    );
  };

  return (
    <AdminScreen title={adminScreen('contacts').label} actions={actions}>
      <QueryStates query={query} {...listStates('messages', 'The messages', NO_MESSAGES)}>
        {list}
      </QueryStates>
      <ContactMessageDialog
        message={open}
        onClose={() => setOpenId(null)}
        onToggleRead={toggleRead}
        saving={savingId === openId}
      />
    </AdminScreen>
  );
}

function MessageRow({
  message: m,
  saving,
  onOpen,
  onToggleRead,
}: {
  message: ContactSubmissionDto;
  saving: boolean;
  onOpen(): void;
  onToggleRead(): void;
}) {
  const name = `${m.firstName} ${m.lastName}`;
  return (
    <Card compact className={m.isRead ? 'adm-message' : 'adm-message adm-unread'}>
      <div className="adm-message-head">
        {/* The subject opens the message; "Unread" is part of its name so screen readers hear it too. */}
        <button type="button" className="adm-message-open" onClick={onOpen}>
          {!m.isRead && <span className="adm-visually-hidden">Unread: </span>}
          {m.subject}
        </button>
        {!m.isRead && (
          <Tag intent="warning" aria-hidden>
            Unread
          </Tag>
        )}
      </div>
      <p className="adm-meta">
        {name} · {m.email} · <time dateTime={m.createdAt}>{formatShortDate(m.createdAt)}</time>
      </p>
      <p className="adm-message-preview">{preview(m.message)}</p>
      <div className="adm-actions">
        <Button size="small" variant="outlined" onClick={onOpen} aria-label={`Open message: ${m.subject}`}>
          Open
        </Button>
        <Button
          size="small"
          variant="outlined"
          loading={saving}
          onClick={onToggleRead}
          aria-label={`${m.isRead ? 'Mark as Unread' : 'Mark as Read'}: ${m.subject}`}
        >
          {m.isRead ? 'Mark as Unread' : 'Mark as Read'}
        </Button>
      </div>
    </Card>
  );
}
