import { useEffect, useId, useRef, useState } from 'react';
import { Button, Classes, Dialog, DialogBody, DialogFooter, Tag } from '@blueprintjs/core';
import type { AdminUserDto } from '../../api/accounts';
import { displayName, formatDateTime } from './accountFormat';
import { UserTokens } from './UserTokens';
import { useUpdateUser } from './useAccountChanges';

const COLUMNS = 7;

/** One account in the users table, its actions, and (opened on demand) its device tokens below it. */
export function UserRow({ user, isMe }: { user: AdminUserDto; isMe: boolean }) {
  const update = useUpdateUser(user, isMe);
  const [confirmDisable, setConfirmDisable] = useState(false);
  // Admin rights reach every screen, other people's accounts included: granting or removing them asks first too.
  const [confirmAdmin, setConfirmAdmin] = useState(false);
  const adminButton = useRef<HTMLButtonElement>(null);
  const [showTokens, setShowTokens] = useState(false);
  const disableButton = useRef<HTMLButtonElement>(null);
  const asked = useRef(false);
  // When the question closes (Cancel, Escape or confirmed), focus goes back to the row's button at once: it is
  // the same button afterwards ('Enable' once confirmed), so a keyboard user stays in their place. Blueprint's own
  // return would come only after the closing animation, and to Cancel (what had focus when the dialog opened).
  // This runs after the dialog's own effect has let go of the focus.
  useEffect(() => {
    if (asked.current && !confirmDisable) disableButton.current?.focus();
    asked.current = confirmDisable;
  }, [confirmDisable]);
  const id = useId();
  const name = displayName(user);
  const tokensId = `${id}-tokens`;
  // Screen-reader users tab from button to button; naming the person on each one says whom it acts on.
  const who = <span className="adm-visually-hidden"> {name}</span>;
  // aria-disabled rather than disabled while a change is on its way: a disabled button drops the keyboard
  // focus, and the admin would have to find their place in the table again.
  const busy = update.isPending;
  const busyProps = busy ? { 'aria-disabled': true, className: Classes.DISABLED } : {};
  const change = (c: Parameters<typeof update.mutate>[0]) => {
    if (!busy) update.mutate(c);
  };

  return (
    <>
      <tr>
        <th scope="row">
          {name}
          {isMe && <span className="adm-meta"> (you)</span>}
        </th>
        <td data-label="E-mail">{user.email}</td>
        <td data-label="Admin">{user.isAdmin ? 'Yes' : 'No'}</td>
        <td data-label="Status">
          <Tag minimal intent={user.disabled ? 'danger' : 'none'}>
            {user.disabled ? 'Disabled' : 'Active'}
          </Tag>
        </td>
        <td data-label="Last sign-in">{formatDateTime(user.lastSignInAt, 'Never')}</td>
        <td data-label="Device tokens">
          <Button
            size="small"
            variant="minimal"
            aria-expanded={showTokens}
            aria-controls={showTokens ? tokensId : undefined}
            onClick={() => setShowTokens((v) => !v)}
          >
            {user.tokenCount}
            <span className="adm-visually-hidden"> device tokens of {name}</span>
            <span aria-hidden="true">{showTokens ? ' ▴' : ' ▾'}</span>
          </Button>
        </td>
        <td data-label="Actions">
          <div className="adm-row-actions">
            <Button
              ref={adminButton}
              size="small"
              variant="outlined"
              {...busyProps}
              onClick={() => !busy && setConfirmAdmin(true)}
            >
              {user.isAdmin ? 'Remove admin' : 'Make admin'}
              {who}
            </Button>
            {/* The server refuses to disable your own account, so the button is not offered on your row.
                One button serves both states, so focus stays on it when the account flips between them. */}
            {!isMe && (
              <Button
                ref={disableButton}
                size="small"
                variant="outlined"
                intent={user.disabled ? 'none' : 'danger'}
                {...busyProps}
                onClick={() => {
                  if (user.disabled) change({ disabled: false });
                  else if (!busy) setConfirmDisable(true);
                }}
              >
                {user.disabled ? 'Enable' : 'Disable'}
                {who}
              </Button>
            )}
          </div>
          <Dialog
            isOpen={confirmAdmin}
            onClose={() => setConfirmAdmin(false)}
            title={user.isAdmin ? 'Remove admin rights?' : 'Make this person an admin?'}
            titleTagName="h2"
            portalClassName="adm"
            aria-describedby={`${id}-admin-message`}
            onClosed={() => adminButton.current?.focus()}
          >
            <DialogBody>
              <p id={`${id}-admin-message`}>
                {user.isAdmin
                  ? isMe
                    ? 'This is your own account: you lose the admin screens at once, until another admin gives them back.'
                    : `${name} (${user.email}) will no longer reach the admin screens.`
                  : `${name} (${user.email}) will be able to change everything in the admin: events, pages, photos, settings and other people's accounts.`}
              </p>
            </DialogBody>
            <DialogFooter
              actions={
                <>
                  <Button text="Cancel" autoFocus onClick={() => setConfirmAdmin(false)} />
                  <Button
                    intent={user.isAdmin ? 'danger' : 'primary'}
                    text={user.isAdmin ? 'Remove admin' : 'Make admin'}
                    onClick={() => {
                      setConfirmAdmin(false);
                      change({ isAdmin: !user.isAdmin });
                    }}
                  />
                </>
              }
            />
          </Dialog>
          <Dialog
            isOpen={confirmDisable}
            onClose={() => setConfirmDisable(false)}
            title="Disable this account?"
            titleTagName="h2"
            portalClassName="adm"
            aria-describedby={`${id}-message`}
            shouldReturnFocusOnClose={false}
            // Again once the dialog has gone: until then its focus trap may take the focus back.
            onClosed={() => disableButton.current?.focus()}
          >
            <DialogBody>
              <p id={`${id}-message`}>
                {name} ({user.email}) will be signed out everywhere, their device tokens stop working, and they cannot
                sign in until enabled again.
              </p>
            </DialogBody>
            <DialogFooter
              actions={
                <>
                  {/* Focus starts on Cancel, so a stray Enter does not disable anyone; Escape cancels too. */}
                  <Button text="Cancel" autoFocus onClick={() => setConfirmDisable(false)} />
                  <Button
                    intent="danger"
                    text="Disable account"
                    onClick={() => {
                      setConfirmDisable(false);
                      change({ disabled: true });
                    }}
                  />
                </>
              }
            />
          </Dialog>
        </td>
      </tr>
      {showTokens && (
        <tr className="adm-token-row" id={tokensId}>
          <td colSpan={COLUMNS}>
            <UserTokens userId={user.id} userName={name} />
          </td>
        </tr>
      )}
    </>
  );
}
