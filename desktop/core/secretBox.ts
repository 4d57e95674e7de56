/**
 * Keeps the desktop token at rest. Electron passes its safeStorage (OS keychain); Node and the harness pass
 * `unencryptedSecretBox`, whose name says what it is.
 */
export interface SecretBox {
  encrypt(text: string): Buffer;
  decrypt(data: Buffer): string;
  available(): boolean;
}

/** For Node runs (tests, the harness): stores the text as it is. Never used by the Electron app. */
export const unencryptedSecretBox: SecretBox = {
  encrypt: (text) => Buffer.from(text, 'utf8'),
  decrypt: (data) => data.toString('utf8'),
  available: () => false,
};
