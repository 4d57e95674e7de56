import { z } from './zod';
import type { DesktopBridge } from '../desktop/bridge';
import './common';

/**
 * The arguments of every desktop bridge method (shared/desktop/bridge.ts), checked where they cross a process
 * boundary: the Electron main process (IPC from the renderer) and the browser harness (loopback HTTP). A renderer
 * that has been tricked into calling the bridge with anything else gets an error, never a half-done action.
 */
const text = (label: string, max: number) =>
  z.string({ error: `${label} must be text` }).max(max, `${label} must be at most ${max} characters`);

const webAddress = text('Address', 2000).refine((value) => /^https?:\/\/[^\s]+$/i.test(value), {
  message: 'Address must start with http:// or https://',
});

const apiPath = text('Path', 4000).refine((value) => value.startsWith('/api/') && !/[\s\\]/.test(value), {
  message: 'Path must be an /api path',
});

const bridgeRequest = z.strictObject({
  method: z.enum(['GET', 'POST', 'PUT', 'PATCH', 'DELETE']),
  path: apiPath,
  body: z.unknown().optional(),
});

/** Uploads are images the admin picked; the server applies its own size rules, this only stops absurd sizes. */
const MAX_UPLOAD_BYTES = 100 * 1024 * 1024;

const uploadFile = z.strictObject({
  name: text('File name', 500).min(1, 'File name is required'),
  type: text('File type', 200),
  data: z
    .instanceof(Uint8Array, { error: 'File data must be bytes' })
    .refine((data) => data.byteLength <= MAX_UPLOAD_BYTES, { message: 'File is too large' }),
});

const fieldValues = z.record(z.string(), z.unknown());

const conflictChoice = z.discriminatedUnion('keep', [
  z.strictObject({ keep: z.literal('mine') }),
  z.strictObject({ keep: z.literal('theirs') }),
  z.strictObject({ keep: z.literal('merged'), values: fieldValues }),
]);

const folderPath = text('Folder', 4000).min(1, 'Folder is required');

const importPlan = z.strictObject({
  folder: folderPath,
  rows: z
    .array(
      z.strictObject({
        key: text('Row key', 4000),
        folder: text('Folder name', 4000),
        year: z.number().int().min(1000).max(9999),
        date: text('Date', 10)
          .regex(/^\d{4}-\d{2}-\d{2}$/, 'Date must be like 2019-10-12')
          .nullable(),
        dateFromName: z.boolean(),
        title: text('Title', 200),
        description: text('Description', 10_000),
        files: z.array(text('File', 4000)).max(100_000),
        include: z.boolean(),
      }),
    )
    .max(10_000),
  addToGallery: z.boolean(),
});

const none = z.tuple([]);

/** One tuple schema per bridge method: the arguments exactly as the renderer passes them. */
export const bridgeArgumentSchemas = {
  connection: none,
  connect: z.tuple([webAddress]),
  signIn: z.tuple([text('E-mail', 320), text('Password', 1000)]),
  signOut: none,
  request: z.tuple([bridgeRequest]),
  uploadImage: z.tuple([uploadFile]),
  syncState: none,
  syncNow: none,
  resolveConflict: z.tuple([text('Change id', 200).min(1), conflictChoice]),
  discardChange: z.tuple([text('Change id', 200).min(1)]),
  chooseFolder: none,
  scanFolder: z.tuple([folderPath]),
  startImport: z.tuple([importPlan]),
  cancelImport: none,
  importProgress: none,
  interruptedImport: none,
  forgetImport: none,
  openExternal: z.tuple([
    text('Link', 4000).refine((v) => /^(https?:|mailto:)/i.test(v), {
      message: 'Only web and mail links open outside the app',
    }),
  ]),
  copyText: z.tuple([text('Text', 1_000_000)]),
  saveFile: z.tuple([text('File name', 500).min(1), text('Contents', 50_000_000)]),
} satisfies { [M in keyof DesktopBridge]: z.ZodType<Parameters<DesktopBridge[M]>> };
