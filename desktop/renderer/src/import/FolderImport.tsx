import { useEffect, useState, type FormEvent } from 'react';
import { Button, Callout, Checkbox, FormGroup, HTMLTable, InputGroup, ProgressBar } from '@blueprintjs/core';
import { FolderOpen } from '@blueprintjs/icons';
import type { DesktopBridge, ImportPlan, ImportProgress, InterruptedImport } from '@shared/desktop/bridge';
import { ColumnHeads } from '@shared/admin/common/ColumnHeads';
import { useAttempt } from '../useAttempt';

/** While an import runs the screen asks the core for its progress this often. */
const PROGRESS_POLL_MS = 500;

/**
 * Bulk past events from a local folder: pick it (native dialog, or type the path where there is none),
 * check the events the core derived (year, title, image count), then import with a progress bar. A failed
 * run keeps what was uploaded; Resume continues from there.
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

  const update = (key: string, change: Partial<ImportPlan['rows'][number]>) =>
    setPlan((p) => p && { ...p, rows: p.rows.map((r) => (r.key === key ? { ...r, ...change } : r)) });

  const start = () =>
    attempt(async () => {
      if (plan) setProgress(await bridge.startImport(plan));
      setInterrupted(null);
    });

  const included = plan?.rows.filter((r) => r.include) ?? [];
  const imageCount = included.reduce((n, r) => n + r.files.length, 0);
  const running = progress?.state === 'running';

  return (
    <section className="adm-screen dsk-import" aria-labelledby="import-title">
      <h1 id="import-title" tabIndex={-1}>
        Import past events from a folder
      </h1>
      <p>
        Each subfolder's images become one past event. The year is the first four-digit folder name in the path; events
        are created inactive.
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
          photos are left to upload. <Button intent="primary" text="Resume import" onClick={() => void start()} />
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
              {plan.rows.length} events found in {plan.folder}
            </caption>
            <ColumnHeads columns={['Include', 'Year', 'Title', 'Images']} />
            <tbody>
              {plan.rows.map((r) => (
                <tr key={r.key} data-key={r.key}>
                  <td>
                    <Checkbox
                      checked={r.include}
                      onChange={(e) => update(r.key, { include: e.currentTarget.checked })}
                      aria-label={`Include ${r.key}`}
                    />
                  </td>
                  <td>{r.year}</td>
                  <td>
                    <InputGroup
                      value={r.title}
                      onValueChange={(title) => update(r.key, { title })}
                      aria-label={`Title for ${r.key}`}
                      disabled={running}
                    />
                  </td>
                  <td>{r.files.length}</td>
                </tr>
              ))}
            </tbody>
          </HTMLTable>
          <Button
            intent="primary"
            text={`Import ${included.length} events (${imageCount} images)`}
            disabled={included.length === 0 || running || busy}
            onClick={() => void start()}
          />
        </>
      )}
      {progress && progress.state !== 'idle' && (
        <ImportStatus progress={progress} resume={start} canResume={plan !== null} />
      )}
    </section>
  );
}

function ImportStatus({
  progress,
  resume,
  canResume,
}: {
  progress: ImportProgress;
  resume(): void;
  canResume: boolean;
}) {
  const fraction = progress.totalFiles ? progress.uploadedFiles / progress.totalFiles : 0;
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
        {progress.uploadedFiles} of {progress.totalFiles} images uploaded, {progress.eventsCreated} events created
        {progress.state === 'done' ? '. Import finished.' : ''}
      </p>
      {progress.state === 'failed' && (
        <Callout intent="danger">
          <strong>The import stopped.</strong> {progress.message}{' '}
          {canResume && <Button text="Resume" intent="primary" onClick={resume} />}
        </Callout>
      )}
    </div>
  );
}
