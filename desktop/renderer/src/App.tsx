import { useCallback, useEffect, useMemo, useState } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { BlueprintProvider, Spinner } from '@blueprintjs/core';
import { browserQueryFn, configureHttp } from '@shared/api/http';
import type { DesktopBridge, DesktopConnection } from '@shared/desktop/bridge';
import { bridgeTransport } from './bridge/transport';
import { ConnectScreen } from './session/ConnectScreen';
import { SignInScreen } from './session/SignInScreen';
import { Shell, type ShellProps } from './shell/Shell';
import { draftNotices } from './sync/draftNotices';
import { freshLists } from './freshLists';

export interface AppProps {
  bridge: DesktopBridge;
  onMenuCommand?: ShellProps['onMenuCommand'];
  /** The address the connect screen suggests (empty on a real first run). */
  suggestedUrl?: string;
}

/** First run asks for the site, then sign-in, then the admin screens; sign-out comes back to sign-in. */
export function App({ bridge, onMenuCommand, suggestedUrl = '' }: AppProps) {
  const [connection, setConnection] = useState<DesktopConnection | null>(null);
  const [changingSite, setChangingSite] = useState(false);
  const [bootError, setBootError] = useState<string | null>(null);

  const readConnection = useCallback(
    () => bridge.connection().then(setConnection, (err: Error) => setBootError(err.message)),
    [bridge],
  );

  // Every API call of the shared screens goes through the bridge; answer listeners keep the sync bar current, a 401
  // brings the sign-in screen (the core has ended the sign-in), and drafted answers word the success notices.
  const { subscribeAnswers, queryClient, lists } = useMemo(() => {
    const listeners = new Set<() => void>();
    const notices = draftNotices();
    const lists = freshLists();
    configureHttp({
      transport: bridgeTransport(bridge, (answer) => {
        notices.answered(answer);
        if (answer.status === 401) void readConnection();
        listeners.forEach((l) => l());
      }),
    });
    return {
      subscribeAnswers: (l: () => void) => {
        listeners.add(l);
        return () => void listeners.delete(l);
      },
      lists,
      queryClient: new QueryClient({
        mutationCache: notices.mutationCache,
        defaultOptions: {
          queries: { queryFn: browserQueryFn, retry: false, ...lists.options },
          mutations: { retry: false },
        },
      }),
    };
  }, [bridge, readConnection]);

  useEffect(() => {
    void readConnection();
  }, [readConnection]);
  useEffect(() => lists.watchFocus(), [lists]);
  // Signed out (by the volunteer or by the site): the next person to sign in starts from the site's data, not ours.
  const signedOut = connection !== null && connection.account === null;
  useEffect(() => {
    if (signedOut) queryClient.clear();
  }, [signedOut, queryClient]);

  const signOut = useCallback(async () => {
    setConnection(await bridge.signOut());
    queryClient.clear();
  }, [bridge, queryClient]);

  let body;
  if (bootError)
    body = (
      <main className="dsk-centered" role="alert">
        {bootError}
      </main>
    );
  else if (!connection) body = <Spinner aria-label="Starting" />;
  else if (!connection.serverUrl || changingSite)
    body = (
      <ConnectScreen
        initialUrl={connection.serverUrl ?? suggestedUrl}
        connect={async (url) => {
          const next = await bridge.connect(url);
          setConnection(next);
          setChangingSite(false);
          return next;
        }}
      />
    );
  else if (!connection.account)
    body = (
      <SignInScreen
        serverUrl={connection.serverUrl}
        notice={connection.signedOutNotice}
        changeSite={() => setChangingSite(true)}
        signIn={async (email, password) => {
          const next = await bridge.signIn(email, password);
          setConnection(next);
          return next;
        }}
      />
    );
  else
    body = (
      <Shell
        bridge={bridge}
        account={connection.account}
        signOut={signOut}
        signedOut={() => void readConnection()}
        setOnline={lists.setOnline}
        onMenuCommand={onMenuCommand}
        subscribeAnswers={subscribeAnswers}
      />
    );

  return (
    <QueryClientProvider client={queryClient}>
      <BlueprintProvider>{body}</BlueprintProvider>
    </QueryClientProvider>
  );
}
