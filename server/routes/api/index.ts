import type Router from '@koa/router';
import { authRouter } from './auth/router';
import { contactRouter } from './contact/router';
import { contentRouter } from './content/router';
import { eventsRouter } from './events/router';
import { feedsRouter } from './feeds/router';
import { filesRouter } from './files/router';
import { galleryRouter } from './gallery/router';
import { galleryAdminRouter } from './gallery/moderation';
import { healthRouter } from './health/router';
import { historyRouter } from './history/router';
import { pageTextsRouter } from './pageTexts/router';
import { demoContentRouter } from './demoContent/router';
import { imagesRouter } from './images/router';
import { mailRouter } from './mail/router';
import { newsletterRouter } from './newsletter/router';
import { metricsRouter } from './metrics/router';
import { noticesRouter } from './notices/router';
import { newsletterIssuesRouter } from './newsletterIssues/router';
import { objectsRouter } from './objects/router';
import { s3Router } from './s3/router';
import { settingsRouter } from './settings/router';
import { usersRouter } from './users/router';
import { videosRouter } from './videos/router';
import { volunteersRouter } from './volunteers/router';
import { reportsRouter } from './reports/router';

export function apiRouters(): Router[] {
  return [
    healthRouter(),
    authRouter(),
    eventsRouter(),
    contentRouter(),
    historyRouter(),
    pageTextsRouter(),
    demoContentRouter(),
    videosRouter(),
    galleryRouter(),
    galleryAdminRouter(),
    volunteersRouter(),
    reportsRouter(),
    contactRouter(),
    newsletterRouter(),
    filesRouter(),
    feedsRouter(),
    usersRouter(),
    objectsRouter(),
    imagesRouter(),
    s3Router(),
    mailRouter(),
    metricsRouter(),
    settingsRouter(),
    noticesRouter(),
    newsletterIssuesRouter(),
  ];
}
