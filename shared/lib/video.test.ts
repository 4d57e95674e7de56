import { describe, expect, it } from 'vitest';
import { findVideoUrl, isVideoUrl, videoEmbedOf } from './video';

describe('isVideoUrl', () => {
  it.each([
    '/objects/uploads/lands-day.mp4',
    'clip.webm',
    'clip.ogg',
    'clip.avi',
    'CLIP.MOV',
    'clip.wmv',
    'clip.flv',
    'clip.mkv',
    'https://cdn.example.org/v/walk.mp4?token=abc#t=10',
    'https://www.youtube.com/watch?v=abcdefghijk',
    'https://youtube.com/watch?v=abcdefghijk',
    'https://m.youtube.com/watch?v=abcdefghijk',
    'https://youtu.be/abcdefghijk',
    'https://vimeo.com/123456',
    'https://player.vimeo.com/video/123456',
  ])('%s is a video', (url) => {
    expect(isVideoUrl(url)).toBe(true);
  });

  it.each([
    'photo.jpg',
    '/objects/uploads/11111111-1111-4111-8111-111111111111',
    'https://example.org/mp4',
    'https://example.org/page.mp4.html',
    'https://notyoutube.com/watch?v=abc',
    'https://youtube.com.evil.example/watch?v=abc',
    'https://evil.example/?next=https://youtube.com',
    'not a url at all',
    '',
  ])('%j is not a video', (url) => {
    expect(isVideoUrl(url)).toBe(false);
  });
});

describe('findVideoUrl (text with a link)', () => {
  it('finds a link inside a sentence and drops trailing punctuation', () => {
    expect(findVideoUrl('Watch our day on the land: https://www.youtube.com/watch?v=abcdefghijk. Thank you!')).toBe(
      'https://www.youtube.com/watch?v=abcdefghijk',
    );
    expect(findVideoUrl('(see https://vimeo.com/123456)')).toBe('https://vimeo.com/123456');
  });

  it('finds a stored file path', () => {
    expect(findVideoUrl('Thanks to all volunteers /objects/uploads/public-lands-day.mp4 see you next year')).toBe(
      '/objects/uploads/public-lands-day.mp4',
    );
  });

  it('skips links that are not videos', () => {
    expect(findVideoUrl('Read https://example.org/news then watch https://youtu.be/abcdefghijk')).toBe('https://youtu.be/abcdefghijk');
  });

  it('reads links out of HTML attributes', () => {
    expect(findVideoUrl('<p><a href="https://youtu.be/abcdefghijk">our video</a></p>')).toBe('https://youtu.be/abcdefghijk');
  });

  it('answers null when there is no video', () => {
    expect(findVideoUrl('Plain words about the meadow.')).toBeNull();
    expect(findVideoUrl('https://example.org/photo.jpg')).toBeNull();
    expect(findVideoUrl('')).toBeNull();
    expect(findVideoUrl(null)).toBeNull();
    expect(findVideoUrl(undefined)).toBeNull();
  });
});

describe('videoEmbedOf', () => {
  it.each([
    ['https://www.youtube.com/watch?v=abcdefghijk', { kind: 'youtube', id: 'abcdefghijk' }],
    ['https://www.youtube.com/watch?v=abcdefghijk&t=30s', { kind: 'youtube', id: 'abcdefghijk' }],
    ['https://youtu.be/abcdefghijk', { kind: 'youtube', id: 'abcdefghijk' }],
    ['https://www.youtube.com/embed/abcdefghijk', { kind: 'youtube', id: 'abcdefghijk' }],
    ['https://www.youtube.com/shorts/abcdefghijk', { kind: 'youtube', id: 'abcdefghijk' }],
    ['https://vimeo.com/123456', { kind: 'vimeo', id: '123456' }],
    ['https://player.vimeo.com/video/123456', { kind: 'vimeo', id: '123456' }],
    ['/objects/uploads/lands-day.mp4', { kind: 'file', src: '/objects/uploads/lands-day.mp4' }],
    ['https://cdn.example.org/walk.webm', { kind: 'file', src: 'https://cdn.example.org/walk.webm' }],
    ['https://www.dailymotion.com/video/x8abc', { kind: 'link', href: 'https://www.dailymotion.com/video/x8abc' }],
  ])('%s', (url, embed) => {
    expect(videoEmbedOf(url)).toEqual(embed);
  });

  it('a YouTube or Vimeo address without a usable id stays a link, never an empty player', () => {
    expect(videoEmbedOf('https://youtu.be/')).toEqual({ kind: 'link', href: 'https://youtu.be/' });
    expect(videoEmbedOf('https://www.youtube.com/watch')).toEqual({ kind: 'link', href: 'https://www.youtube.com/watch' });
    expect(videoEmbedOf('https://youtu.be/"><script>')).toEqual({ kind: 'link', href: 'https://youtu.be/"><script>' });
    expect(videoEmbedOf('https://vimeo.com/channels/staff')).toEqual({ kind: 'link', href: 'https://vimeo.com/channels/staff' });
  });
});
