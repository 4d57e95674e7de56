import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { DesktopBridge, ImportPlan, ImportProgress, InterruptedImport } from '@shared/desktop/bridge';
import { FolderImport } from './FolderImport';

const row = (folder: string, title: string, date: string | null, dateFromName: boolean) => ({
  key: folder,
  folder,
  year: 2021,
  date,
  dateFromName,
  title,
  description: '',
  files: [`${folder}/a.jpg`, `${folder}/b.jpg`],
  include: true,
});

const scanned: ImportPlan = {
  folder: '/home/office/Photos',
  rows: [
    row('2021-05-02 Bird Count', 'Bird Count', '2021-05-02', true),
    row('2021 Fall Walk', 'Fall Walk', null, false),
  ],
  addToGallery: false,
};

const progressOf = (state: ImportProgress['state'], message: string | null = null): ImportProgress => ({
  state,
  totalFiles: 4,
  uploadedFiles: 3,
  eventsCreated: 0,
  galleryImagesAdded: 0,
  message,
});

/** The import calls, answered in-process and recorded (the core's side has its own tests). */
function bridgeWith(options: { running?: boolean; interrupted?: InterruptedImport | null } = {}) {
  const started: ImportPlan[] = [];
  let cancelled = false;
  const bridge = {
    importProgress: async () => progressOf(options.running ? 'running' : 'idle'),
    // As the core: no interrupted import while one runs.
    interruptedImport: async () => (options.running && !cancelled ? null : (options.interrupted ?? null)),
    scanFolder: async () => scanned,
    startImport: async (plan: ImportPlan) => {
      started.push(plan);
      return progressOf('running');
    },
    cancelImport: async () => {
      cancelled = true;
      return progressOf('stopped', 'You stopped the import.');
    },
    chooseFolder: async () => null,
  } as unknown as DesktopBridge;
  return { bridge, started, cancelled: () => cancelled };
}

async function scan() {
  await userEvent.type(screen.getByLabelText('Folder path'), '/home/office/Photos');
  await userEvent.click(screen.getByRole('button', { name: 'Scan' }));
}

describe('folder import screen', () => {
  afterEach(cleanup);

  it('shows every folder name with its title, date and description, and waits for a day the name does not give', async () => {
    const { bridge, started } = bridgeWith();
    render(<FolderImport bridge={bridge} />);
    await scan();
    expect(screen.getByRole('rowheader', { name: '2021 Fall Walk' })).toBeTruthy();
    expect((screen.getByLabelText('Title for 2021-05-02 Bird Count') as HTMLInputElement).value).toBe('Bird Count');
    expect((screen.getByLabelText('Date of 2021-05-02 Bird Count') as HTMLInputElement).value).toBe('2021-05-02');
    const undated = screen.getByLabelText('Date of 2021 Fall Walk') as HTMLInputElement;
    expect(undated.value).toBe('');
    expect(screen.getByText('Day needed (2021)')).toBeTruthy();
    const description = screen.getByLabelText('Description for 2021 Fall Walk') as HTMLInputElement;
    expect(description.value).toBe('');
    expect(description.placeholder).toBe('Photos from Fall Walk.');

    const importButton = screen.getByRole('button', { name: 'Import 2 events (4 images)' });
    expect((importButton as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByText('Enter the day of 1 folder whose name gives no day before importing.')).toBeTruthy();

    await userEvent.type(undated, '2021-10-23');
    await userEvent.type(description, 'Leaves along the creek.');
    await userEvent.click(screen.getByLabelText('Also add the photos to the gallery (category “events”)'));
    await userEvent.click(importButton);
    expect(started).toHaveLength(1);
    expect(started[0].addToGallery).toBe(true);
    expect(started[0].rows[1]).toMatchObject({ date: '2021-10-23', description: 'Leaves along the creek.' });
  });

  it('a running import can be cancelled, and a stopped one always offers Resume, even one this screen did not start', async () => {
    const { bridge, started, cancelled } = bridgeWith({
      running: true,
      interrupted: { plan: scanned, totalFiles: 4, filesLeft: 1, eventsLeft: 2 },
    });
    render(<FolderImport bridge={bridge} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Cancel import' }));
    expect(cancelled()).toBe(true);
    expect(screen.getByText(/You stopped the import\./)).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Resume' }));
    expect(started.map((p) => p.folder)).toEqual(['/home/office/Photos']);
  });

  it('counts one folder, one image and one event in the singular', async () => {
    const one: ImportPlan = {
      folder: '/home/office/Owls',
      rows: [{ ...row('2022-02-12 Owl Prowl', 'Owl Prowl', '2022-02-12', true), files: ['owl.jpg'] }],
      addToGallery: false,
    };
    const { bridge } = bridgeWith();
    const single = {
      ...bridge,
      scanFolder: async () => one,
      startImport: async (): Promise<ImportProgress> => ({
        state: 'done',
        totalFiles: 1,
        uploadedFiles: 1,
        eventsCreated: 1,
        galleryImagesAdded: 0,
        message: null,
      }),
    } as DesktopBridge;
    render(<FolderImport bridge={single} />);
    await scan();
    expect(screen.getByText('1 event found in /home/office/Owls')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Import 1 event (1 image)' }));
    expect(await screen.findByText('1 of 1 image uploaded, 1 event created. Import finished.')).toBeTruthy();
  });
});
