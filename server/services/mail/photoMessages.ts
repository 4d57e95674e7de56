import type { GalleryImage, User } from '../../db/entities';
import { layoutHtml, textFooter, writeOrCall } from './layout';
import type { QueuedMessage, Site } from './messages';
import { headerText, html, textParagraphs } from './safety';

/**
 * What a member hears about a photo they added to the gallery: that an admin approved it (with its address), or
 * declined it with the admin's reason. The member proved the address when they made the account, so the mail may
 * name the photo they titled; the admin's reason reaches the HTML only escaped.
 */

const greetingOf = (user: Pick<User, 'firstName'>) => (user.firstName ? `Hello ${user.firstName},` : 'Hello,');

export function photoApproved(site: Site, user: User, image: Pick<GalleryImage, 'id' | 'title'>): QueuedMessage {
  const { org } = site;
  const url = `${site.publicUrl}/gallery?photo=${encodeURIComponent(image.id)}`;
  const opening = `Good news: your photo "${image.title}" has been approved and is now in the gallery for everyone to see.`;
  const text = [
    greetingOf(user),
    '',
    opening,
    '',
    `See it here: ${url}`,
    '',
    'Thank you for sharing it!',
    textFooter(org),
  ].join('\n');
  const body = html`<p>${greetingOf(user)}</p>
    <p>${opening}</p>
    <p><a href="${url}" style="color:#2f5d34">See your photo in the gallery</a></p>
    <p>Thank you for sharing it!</p>`;
  const subject = headerText(`Your photo is in the gallery: ${image.title}`);
  return { kind: 'photo-approved', to: user.email, subject, text, html: layoutHtml(org, subject, body) };
}

export function photoDeclined(
  site: Site,
  user: User,
  image: Pick<GalleryImage, 'title'>,
  reason: string,
): QueuedMessage {
  const { org } = site;
  const opening = `Thank you for sending us your photo "${image.title}". We have decided not to add it to the gallery, and it has been removed.`;
  const questions = writeOrCall(org, 'Questions?');
  const text = [
    greetingOf(user),
    '',
    opening,
    '',
    'The reason:',
    reason,
    '',
    `You are welcome to add other photos: ${site.publicUrl}/gallery`,
    ...(questions.text ? ['', questions.text] : []),
    textFooter(org),
  ].join('\n');
  const body = html`<p>${greetingOf(user)}</p>
    <p>${opening}</p>
    <p><strong>The reason:</strong></p>
    ${textParagraphs(reason)}
    <p>You are welcome to add <a href="${site.publicUrl}/gallery" style="color:#2f5d34">other photos</a>.</p>
    ${questions.text ? html`<p>${questions.html}</p>` : ''}`;
  const subject = headerText(`About your photo: ${image.title}`);
  return { kind: 'photo-declined', to: user.email, subject, text, html: layoutHtml(org, subject, body) };
}
