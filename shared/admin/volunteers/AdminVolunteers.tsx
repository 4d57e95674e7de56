import { useQuery } from '@tanstack/react-query';
import { adminVolunteerHoursQuery, adminVolunteersQuery } from '../../api/queries';
import { queryKeys } from '../../api/keys';
import type { VolunteerDto } from '../../api/types';
import { AdminScreen } from '../common/AdminScreen';
import { listStates, QueryStates } from '../common/QueryStates';
import { RecordList } from '../common/RecordList';
import { successToast } from '../common/failureToast';
import { csvFileName } from '../common/csv';
import { ExportCsvButton } from '../common/ExportCsvButton';
import { StatCards } from '../common/StatCards';
import { useListItemPatch } from '../common/useListItemPatch';
import { call } from '../../api/call';
import { VolunteerCard } from './VolunteerCard';
import { volunteerCounts } from './volunteerCounts';
import { volunteersCsv } from './volunteerCsv';
import './volunteers.css';
import { adminScreen } from '../screens';
import { VolunteerHours } from './VolunteerHours';
import { normalizeEmail } from '../../schemas/common';
import type { VolunteerHoursDto } from '../../api/reports';

const NO_VOLUNTEERS = 'Applications sent with the volunteer form on the home page appear here.';

/** Admin volunteers (/admin/volunteers): the counts, then every application as a card. */
export function AdminVolunteers() {
  const query = useQuery(adminVolunteersQuery());
  const volunteers = query.data;
  const hours = useQuery(adminVolunteerHoursQuery());

  const setActive = useListItemPatch<VolunteerDto, { isActive: boolean }>({
    send: (id, patch) => call('adminVolunteerUpdate', { params: { id }, body: patch }),
    queryKey: queryKeys.adminVolunteers,
    failure: { title: 'Failed to Update Volunteer', fallback: 'There was an error updating this volunteer.' },
    onSaved: (saved) =>
      successToast(
        'Volunteer Updated',
        `${saved.firstName} ${saved.lastName} is now ${saved.isActive ? 'active' : 'inactive'}.`,
      ),
  });

  const actions = volunteers?.length ? (
    <ExportCsvButton fileName={csvFileName('volunteers')} csv={() => volunteersCsv(volunteers)} />
  ) : undefined;

  return (
    <AdminScreen title={adminScreen('volunteers').label} actions={actions}>
      <QueryStates query={query} {...listStates('volunteers', 'The volunteer list', NO_VOLUNTEERS, { reloads: true })}>
        {(loaded) => (
          <VolunteerList
            hours={hours.data}
            volunteers={loaded}
            savingId={setActive.isPending ? setActive.variables?.id : undefined}
            onSetActive={(id, isActive) => setActive.mutate({ id, patch: { isActive } })}
          />
        )}
      </QueryStates>
      <VolunteerHours />
    </AdminScreen>
  );
}

function VolunteerList({
  volunteers,
  hours,
  savingId,
  onSetActive,
}: {
  volunteers: VolunteerDto[];
  /** The hours given, to show each volunteer's events and hours on their card (matched by address). */
  hours?: VolunteerHoursDto;
  savingId?: string;
  onSetActive(id: string, isActive: boolean): void;
}) {
  const counts = volunteerCounts(volunteers);
  const byAddress = new Map((hours?.people ?? []).map((p) => [p.key, p]));
  return (
    <>
      <StatCards
        label="Volunteer counts"
        className="adm-volunteer-stats"
        stats={[
          { label: 'Total volunteers', value: counts.total },
          ...counts.byInterest.map((c) => ({ label: c.interest, value: c.count })),
        ]}
      />
      <RecordList className="adm-volunteer-list" label="Volunteer applications" items={volunteers}>
        {(v) => (
          <VolunteerCard
            volunteer={v}
            hours={byAddress.get(normalizeEmail(v.email))}
            saving={savingId === v.id}
            onSetActive={(isActive) => onSetActive(v.id, isActive)}
          />
        )}
      </RecordList>
    </>
  );
}
