import { Button } from '@blueprintjs/core';
import { Download } from '@blueprintjs/icons';
import { useAdminPlatform } from './platform';

/** "Export CSV": saves the file the platform's way (a download on the web, a save dialog on the desktop). */
export function ExportCsvButton({
  fileName,
  csv,
  label = 'Export CSV',
}: {
  fileName: string;
  csv: () => string;
  /** Where a screen has more than one export, which one this is. */
  label?: string;
}) {
  const platform = useAdminPlatform();
  return (
    <Button icon={<Download />} onClick={() => platform.saveFile(fileName, 'text/csv;charset=utf-8', csv())}>
      {label}
    </Button>
  );
}
