import type Router from '@koa/router';
import { apiRouter, route } from '../routing';
import { saveSettings } from '@server/services/siteSettings';
import { storedImageAddress } from '@server/services/pageImages';

/** The organisation's details (ADR 040): everyone may read them (the pages show them); admins save them. */
export function settingsRouter(): Router {
  const router = apiRouter();

  route(router, 'siteSettings', (ctx) => {
    ctx.set('Cache-Control', 'no-cache');
    ctx.body = ctx.deps.siteSettings.dto;
  });

  route(router, 'adminSiteSettingsSave', async (ctx) => {
    const admin = ctx.state.user;
    const { version, ...values } = ctx.input.body;
    // A new logo arrives as the uploader's address: checked and processed like any upload, kept as its path.
    if (values.logoUrl) values.logoUrl = await storedImageAddress(ctx.deps, values.logoUrl, 'logoUrl', admin);
    const store = ctx.deps.siteSettings;
    const row = await ctx.deps.db.write((m) =>
      saveSettings(m, values, version, admin.id, (current) => {
        // The 409 carries the settings as they now are, so the screen can show them.
        store.accept(current);
        return store.dto;
      }),
    );
    store.accept(row);
    ctx.body = store.dto;
  });

  return router;
}
