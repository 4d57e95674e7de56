import { useCallback, useEffect, useMemo, useState } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { BlueprintProvider, Spinner } from '@blueprintjs/core';
import { browserQueryFn, configureHttp } from '@shared/api/http';
import type { DesktopBridge, DesktopConnection } from '@shared/desktop/bridge';
import { bridgeTransport } from './bridge/transport';
import { ConnectScreen } from './session/ConnectScreen';
import { SignInScreen } from './session/SignInScreen';
import { Shell, type ShellProps } from './shell/Shell';

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

  // Every API call of the shared screens goes through the bridge; answer listeners keep the sync bar current.
  const { subscribeAnswers, queryClient } = useMemo(() => {
    const listeners = new Set<() => void>();
    configureHttp({ transport: bridgeTransport(bridge, () => listeners.forEach((l) => l())) });
    return {
      subscribeAnswers: (l: () => void) => {
        listeners.add(l);
        return () => void listeners.delete(l);
      },
      queryClient: new QueryClient({
        defaultOptions: {
          queries: { queryFn: browserQueryFn, staleTime: Infinity, refetchOnWindowFocus: false, retry: false },
          mutations: { retry: false },
        },
      }),
    };
  }, [bridge]);

  useEffect(() => {
    bridge.connection().then(setConnection, (err: Error) => setBootError(err.message));
  }, [bridge]);

  const signOut = useCallback(async () => {
    setConnection(await bridge.signOut());
    queryClient.clear();
  }, [bridge, queryClient]);

  let body;
  if (bootError) body = <main className="dsk-centered" role="alert">{bootError}</main>;
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
        changeSite={() => setChangingSite(true)}
        signIn={async (email, password) => {
          const next = await bridge.signIn(email, password);
          setConnection(next);
          return next;
        }}
      />
    );
  else body = <Shell bridge={bridge} account={connection.account} signOut={signOut} onMenuCommand={onMenuCommand} subscribeAnswers={subscribeAnswers} />;

  return (
    <QueryClientProvider client={queryClient}>
      <BlueprintProvider>{body}</BlueprintProvider>
    </QueryClientProvider>
  );
}
