import { safeStorage } from 'electron';
import type { SecretBox } from '../core';

/**
 * Keeps the desktop token encrypted with the operating system's key store (Keychain, DPAPI, libsecret/kwallet).
 * On Linux without a key store Electron falls back to a fixed key ('basic_text'); that is reported as not
 * available, so the core knows the token is only obscured, not protected.
 */
export const safeStorageBox: SecretBox = {
  encrypt: (text) => safeStorage.encryptString(text),
  decrypt: (data) => safeStorage.decryptString(data),
  available: () =>
    safeStorage.isEncryptionAvailable() &&
    (process.platform !== 'linux' || safeStorage.getSelectedStorageBackend() !== 'basic_text'),
};
