import { useState, type FormEvent } from 'react';
import { Button, Callout, Card, FormGroup, InputGroup } from '@blueprintjs/core';
import type { DesktopConnection } from '@shared/desktop/bridge';
import { useAttempt } from '../useAttempt';

/** First run: which site this app manages. The core checks /api/health there before remembering it. */
export function ConnectScreen({
  initialUrl,
  connect,
}: {
  initialUrl: string;
  connect(url: string): Promise<DesktopConnection>;
}) {
  const [url, setUrl] = useState(initialUrl);
  const { error, busy, attempt } = useAttempt();
  const submit = (e: FormEvent) => {
    e.preventDefault();
    void attempt(() => connect(url.trim()));
  };

  return (
    <main className="dsk-centered">
      <Card>
        <h1>Connect to your site</h1>
        <p>Enter the address of the preserve's website, for example https://www.example.org.</p>
        <form onSubmit={submit}>
          <FormGroup label="Site address" labelFor="site-address">
            <InputGroup id="site-address" type="url" required value={url} onValueChange={setUrl} autoFocus />
          </FormGroup>
          {error && (
            <Callout intent="danger" role="alert">
              <strong>Could not connect.</strong> {error}
            </Callout>
          )}
          <Button type="submit" intent="primary" loading={busy} text="Connect" />
        </form>
      </Card>
    </main>
  );
}
