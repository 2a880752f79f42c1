import { Navigate, useParams } from 'react-router-dom';
import { useResourceContext } from 'react-admin';
import { href, paths } from '../paths';

/**
 * react-admin links to `/{resource}` and `/{resource}/{id}`; for resources whose seed paths are
 * `/list` and `/{id}/edit` these forward there, so every default link still lands on a seed path.
 */
export function SeedListRedirect() {
  const resource = useResourceContext() ?? '';
  return <Navigate to={href(paths.list(resource))} replace />;
}

export function SeedEditRedirect() {
  const resource = useResourceContext() ?? '';
  const { id } = useParams();
  return <Navigate to={href(id ? paths.edit(resource, id) : paths.list(resource))} replace />;
}
