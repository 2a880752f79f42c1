import { useGetIdentity, type RaRecord } from 'react-admin';

/** Whether a user record is the account of whoever is looking at it. */
export function useIsSelf(): (record: RaRecord | undefined) => boolean {
  const { identity } = useGetIdentity();
  return (record) => !!record && !!identity && String(record.id) === String(identity.id);
}
