import { useEffect, useState, type FormEvent } from 'react';
import { Button, Callout, Checkbox, FormGroup, HTMLTable, InputGroup, ProgressBar } from '@blueprintjs/core';
import { FolderOpen } from '@blueprintjs/icons';
import type { DesktopBridge, ImportPlan, ImportProgress, ImportRow, InterruptedImport } from '@shared/desktop/bridge';
import { photoEventDescription } from '@shared/lib/pastEvents';
import { ColumnHeads } from '@shared/admin/common/ColumnHeads';
import { countOf, pluralWord } from '@shared/lib/plural';
import { useAttempt } from '../useAttempt';

/** While an import runs the screen asks the core for its progress this often. */
const PROGRESS_POLL_MS = 500;

/**
 * Bulk past events from a local folder: pick it (native dialog, or type the path where there is none), check the
 * events the core read from the folder names (title, day, description, image count; a row whose name gives no day
 * is flagged and waits for one), then import with a progress bar and Cancel. A stopped run keeps what was
 * uploaded; Resume continues from there.
 */
export function FolderImport({ bridge }: { bridge: DesktopBridge }) {
  const [folder, setFolder] = useState('');
  const [plan, setPlan] = useState<ImportPlan | null>(null);
  const [progress, setProgress] = useState<ImportProgress | null>(null);
  const { error, setError, busy, attempt } = useAttempt();

  const [interrupted, setInterrupted] = useState<InterruptedImport | null>(null);

  useEffect(() => {
    void bridge.importProgress().then(setProgress, () => undefined);
    // An import cut off in an earlier session comes back with its plan, so Resume needs no new scan.
    void bridge.interruptedImport().then(
      (found) => {
        if (!found) return;
        setInterrupted(found);
        setPlan((p) => p ?? found.plan);
        setFolder((f) => f || found.plan.folder);
      },
      () => undefined,
    );
  }, [bridge]);

  useEffect(() => {
    if (progress?.state !== 'running') return;
    const timer = setInterval(
      () => void bridge.importProgress().then(setProgress, (err: Error) => setError(err.message)),
      PROGRESS_POLL_MS,
    );
    return () => clearInterval(timer);
  }, [bridge, progress?.state, setError]);

  const scan = (path: string) =>
    attempt(async () => {
      setPlan(await bridge.scanFolder(path));
    });

  async function choose() {
    const picked = await bridge.chooseFolder().catch(() => null);
    if (picked) {
      setFolder(picked);
      await scan(picked);
    }
  }

  function submit(e: FormEvent) {
    e.preventDefault();
    if (folder.trim()) void scan(folder.trim());
  }

  const update = (key: string, change: Partial<ImportRow>) =>
    setPlan((p) => p && { ...p, rows: p.rows.map((r) => (r.key === key ? { ...r, ...change } : r)) });

  const start = () =>
    attempt(async () => {
      if (plan) setProgress(await bridge.startImport(plan));
      setInterrupted(null);
    });

  // A stopped import is always resumable: the core remembers its plan even when this screen never saw it (an
  // import resumed from the start-up notice runs before the screen opens).
  const resume = () =>
    attempt(async () => {
      const remembered = plan ?? (await bridge.interruptedImport())?.plan ?? null;
      if (!remembered) throw new Error('There is no import to resume. Choose the folder again.');
      setPlan(remembered);
      setProgress(await bridge.startImport(remembered));
      setInterrupted(null);
    });

  const cancel = () =>
    attempt(async () => {
      setProgress(await bridge.cancelImport());
    });

  const included = plan?.rows.filter((r) => r.include) ?? [];
  const imageCount = included.reduce((n, r) => n + r.files.length, 0);
  const undated = included.filter((r) => !r.date);
  const running = progress?.state === 'running';

  return (
    <section className="adm-screen dsk-import" aria-labelledby="import-title">
      <h1 id="import-title" tabIndex={-1}>
        Import past events from a folder
      </h1>
      <p>
        Each subfolder's images become one past event, titled and dated from the folder's name (“2019-10-12 Annual
        Meeting”); check each row before importing. Events are created inactive.
      </p>
      <form onSubmit={submit} className="dsk-import-pick">
        <Button icon={<FolderOpen />} text="Choose folder…" onClick={() => void choose()} disabled={running} />
        <FormGroup label="Folder path" labelFor="import-folder" inline>
          <InputGroup id="import-folder" value={folder} onValueChange={setFolder} placeholder="/home/office/Photos" />
        </FormGroup>
        <Button type="submit" text="Scan" disabled={!folder.trim() || running} loading={busy && !plan} />
      </form>
      {interrupted && !running && (
        <Callout intent="primary" className="dsk-import-interrupted">
          The import of {interrupted.plan.folder} did not finish: {interrupted.filesLeft} of {interrupted.totalFiles}{' '}
          photos are left to upload. <Button intent="primary" text="Resume import" onClick={() => void resume()} />
        </Callout>
      )}
      {error && (
        <Callout intent="danger" role="alert">
          {error}
        </Callout>
      )}
      {plan && (
        <>
          <HTMLTable compact striped className="dsk-import-table">
            <caption>
              {countOf(plan.rows.length, 'event')} found in {plan.folder}
            </caption>
            <ColumnHeads columns={['Include', 'Folder', 'Title', 'Date', 'Description', 'Images']} />
            <tbody>
              {plan.rows.map((r) => (
                <PlanRow key={r.key} row={r} update={(change) => update(r.key, change)} disabled={running} />
              ))}
            </tbody>
          </HTMLTable>
          <Checkbox
            checked={plan.addToGallery}
            disabled={running}
            onChange={(e) => {
              const addToGallery = e.currentTarget.checked;
              setPlan((p) => p && { ...p, addToGallery });
            }}
            label="Also add the photos to the gallery (category “events”)"
          />
          {undated.length > 0 && (
            <p className="dsk-import-undated">
              Enter the day of {countOf(undated.length, 'folder')} whose{' '}
              {pluralWord(undated.length, 'name gives', 'names give')} no day before importing.
            </p>
          )}
          <Button
            intent="primary"
            text={`Import ${countOf(included.length, 'event')} (${countOf(imageCount, 'image')})`}
            disabled={included.length === 0 || undated.length > 0 || running || busy}
            onClick={() => void start()}
          />
        </>
      )}
      {progress && progress.state !== 'idle' && (
        <ImportStatus progress={progress} resume={resume} cancel={cancel} busy={busy} />
      )}
    </section>
  );
}

/** "(part 2)" for the second event of a large folder, so each row's fields have their own names. */
const partOf = (key: string) => {
  const part = key.match(/#(\d+)$/);
  return part ? ` (part ${part[1]})` : '';
};

/** One folder of the plan: its name as written, and the event it becomes, editable. */
function PlanRow({
  row,
  update,
  disabled,
}: {
  row: ImportRow;
  update(change: Partial<ImportRow>): void;
  disabled: boolean;
}) {
  const name = `${row.folder}${partOf(row.key)}`;
  return (
    <tr data-key={row.key} data-undated={row.date ? undefined : ''}>
      <td>
        <Checkbox
          checked={row.include}
          onChange={(e) => update({ include: e.currentTarget.checked })}
          aria-label={`Include ${name}`}
        />
      </td>
      <th scope="row" className="dsk-import-folder">
        {name}
      </th>
      <td>
        <InputGroup
          value={row.title}
          onValueChange={(title) => update({ title })}
          aria-label={`Title for ${name}`}
          disabled={disabled}
        />
      </td>
      <td>
        <InputGroup
          type="date"
          value={row.date ?? ''}
          min={`${row.year}-01-01`}
          max={`${row.year}-12-31`}
          onValueChange={(date) => update({ date: date || null })}
          aria-label={`Date of ${name}`}
          aria-describedby={row.dateFromName ? undefined : `undated-${row.key}`}
          intent={row.date ? 'none' : 'warning'}
          disabled={disabled}
        />
        {!row.dateFromName && (
          <span id={`undated-${row.key}`} className="dsk-import-flag">
            {row.date ? 'Not in the folder name' : `Day needed (${row.year})`}
          </span>
        )}
      </td>
      <td>
        <InputGroup
          value={row.description}
          onValueChange={(description) => update({ description })}
          placeholder={photoEventDescription(row.title.trim())}
          aria-label={`Description for ${name}`}
          disabled={disabled}
        />
      </td>
      <td>{row.files.length}</td>
    </tr>
  );
}

function ImportStatus({
  progress,
  resume,
  cancel,
  busy,
}: {
  progress: ImportProgress;
  resume(): void;
  cancel(): void;
  busy: boolean;
}) {
  const fraction = progress.totalFiles ? progress.uploadedFiles / progress.totalFiles : 0;
  const stopped = progress.state === 'failed' || progress.state === 'stopped';
  return (
    <div className="dsk-import-status" data-import-state={progress.state}>
      <ProgressBar
        value={fraction}
        intent={progress.state === 'failed' ? 'danger' : progress.state === 'done' ? 'success' : 'primary'}
        animate={progress.state === 'running'}
        stripes={progress.state === 'running'}
        aria-label="Import progress"
      />
      <p role="status">
        {progress.uploadedFiles} of {countOf(progress.totalFiles, 'image')} uploaded,{' '}
        {countOf(progress.eventsCreated, 'event')} created
        {progress.galleryImagesAdded > 0 ? `, ${progress.galleryImagesAdded} added to the gallery` : ''}
        {progress.state === 'done' ? '. Import finished.' : ''}
      </p>
      {progress.state === 'running' && <Button text="Cancel import" disabled={busy} onClick={cancel} />}
      {stopped && (
        <Callout intent={progress.state === 'failed' ? 'danger' : 'warning'}>
          <strong>The import stopped.</strong> {progress.message}{' '}
          <Button text="Resume" intent="primary" disabled={busy} onClick={resume} />
        </Callout>
      )}
    </div>
  );
}
