import { randomUUID } from 'node:crypto';
import type { DataSource } from 'typeorm';
import type { DesktopAccount, DesktopConnection } from '../../shared/desktop/bridge';
import { Setting } from './cache/entities';
import type { SecretBox } from './secretBox';

/** The few values the app keeps between runs. The token is stored only through the SecretBox. */
export class Settings {
  constructor(
    private readonly db: DataSource,
    private readonly box: SecretBox,
  ) {}

  async get(key: string): Promise<string | null> {
    return (await this.db.getRepository(Setting).findOneBy({ key }))?.value ?? null;
  }

  async set(key: string, value: string | null): Promise<void> {
    const repo = this.db.getRepository(Setting);
    if (value === null) await repo.delete({ key });
    else await repo.save({ key, value });
  }

  serverUrl = () => this.get('serverUrl');

  async token(): Promise<string | null> {
    const stored = await this.get('token');
    if (!stored) return null;
    try {
      return this.box.decrypt(Buffer.from(stored, 'base64'));
    } catch {
      // A keychain that no longer opens it (another OS user, a reinstall): the volunteer signs in again.
      return null;
    }
  }

  async setToken(token: string | null): Promise<void> {
    await this.set('token', token === null ? null : this.box.encrypt(token).toString('base64'));
  }

  async account(): Promise<DesktopAccount | null> {
    const stored = await this.get('account');
    return stored ? (JSON.parse(stored) as DesktopAccount) : null;
  }

  async setAccount(account: DesktopAccount | null): Promise<void> {
    await this.set('account', account ? JSON.stringify(account) : null);
  }

  /** One id per installation, sent with nothing but kept with every draft it makes. */
  async clientId(): Promise<string> {
    const existing = await this.get('clientId');
    if (existing) return existing;
    const id = randomUUID();
    await this.set('clientId', id);
    return id;
  }

  async connection(): Promise<DesktopConnection> {
    const [serverUrl, account, token] = await Promise.all([this.serverUrl(), this.account(), this.get('token')]);
    // Whether the site ended the sign-in is the core's to say (it counts what waits).
    return { serverUrl, account: token ? account : null, signedOutNotice: null };
  }
}
