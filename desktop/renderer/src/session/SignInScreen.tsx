import { useState, type FormEvent } from 'react';
import { Button, Callout, Card, FormGroup, InputGroup } from '@blueprintjs/core';
import type { DesktopConnection } from '@shared/desktop/bridge';
import { useAttempt } from '../useAttempt';

/** Sign-in with e-mail and password; the core trades them for a desktop token it keeps encrypted. */
export function SignInScreen(props: {
  serverUrl: string;
  /** Why the site asked for a new sign-in (a revoked computer), with what waits for after it; null otherwise. */
  notice?: string | null;
  signIn(email: string, password: string): Promise<DesktopConnection>;
  changeSite(): void;
}) {
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const { error, busy, attempt } = useAttempt();
  const submit = (e: FormEvent) => {
    e.preventDefault();
    void attempt(() => props.signIn(email.trim(), password));
  };

  return (
    <main className="dsk-centered">
      <Card>
        <h1>Sign in</h1>
        {props.notice && (
          <Callout intent="warning" role="alert" className="dsk-signed-out">
            {props.notice}
          </Callout>
        )}
        <p>
          Site: <strong>{props.serverUrl}</strong>{' '}
          <Button variant="minimal" size="small" text="Change site" onClick={props.changeSite} />
        </p>
        <form onSubmit={submit}>
          <FormGroup label="E-mail" labelFor="sign-in-email">
            <InputGroup
              id="sign-in-email"
              type="email"
              autoComplete="username"
              required
              value={email}
              onValueChange={setEmail}
              autoFocus
            />
          </FormGroup>
          <FormGroup label="Password" labelFor="sign-in-password">
            <InputGroup
              id="sign-in-password"
              type="password"
              autoComplete="current-password"
              required
              value={password}
              onValueChange={setPassword}
            />
          </FormGroup>
          {error && (
            <Callout intent="danger" role="alert">
              <strong>Could not sign in.</strong> {error}
            </Callout>
          )}
          <Button type="submit" intent="primary" loading={busy} text="Sign in" />
        </form>
      </Card>
    </main>
  );
}
