import type { ReactNode } from 'react';
import { useParams } from 'react-router-dom';
import {
  Create,
  DeleteButton,
  Edit,
  SaveButton,
  SimpleForm,
  Toolbar,
  useRecordContext,
  type CreateProps,
  type EditProps,
} from 'react-admin';
import { ConflictProvider } from './conflict/ConflictContext';
import { ConflictResolver } from './conflict/ConflictResolver';
import { NotFound } from './NotFound';
import { LoadFailure } from './LoadFailure';
import { useRecordNotice, useSavedHandler } from './notices';

/** A delete that can be undone from its toast for a few seconds, named in that toast. */
function DeleteRecordButton() {
  const record = useRecordContext();
  const notice = useRecordNotice();
  return <DeleteButton mutationMode="undoable" successMessage={notice('deleted', record)} />;
}

/**
 * Save (with a choice instead of a lost update when someone else saved meanwhile), and a delete that can
 * be undone from its toast for a few seconds.
 */
export const FormToolbar = ({ deletable = true }: { deletable?: boolean }) => (
  <Toolbar sx={{ justifyContent: 'space-between' }}>
    <SaveButton />
    <ConflictResolver />
    {deletable && <DeleteRecordButton />}
  </Toolbar>
);

/** The page's validity check: an id that is not a positive integer is a fatal 404 naming the path. */
export function ValidId({ children }: { children: ReactNode }) {
  const { id } = useParams();
  if (id !== undefined && !/^[1-9]\d*$/.test(id)) return <NotFound fatal />;
  return <>{children}</>;
}

interface FormScreenProps {
  children: ReactNode;
  form?: ReactNode;
}

// Stay on the page when the record cannot be read: LoadFailure says why, where react-admin would
// bounce to the list.
const stayOnPage = { onError: () => undefined };

/**
 * Lists leave out large fields (an article's body), and react-admin keeps each listed row as that
 * record's cached copy: the edit screen reads the record under its own cache key, so a form never opens
 * on a row without its body. Saves use the same key, so the screen sees what it saved.
 */
const WHOLE_RECORD = { wholeRecord: true };

/**
 * Every form asks before an in-app navigation drops unsaved changes (a screen passing its own `form`
 * sets warnWhenUnsavedChanges on it too). Saves are pessimistic so the server's per-field messages land on their fields (an undoable save
 * would already have left the form); deletes stay undoable through the toolbar.
 */
export function MeydanEdit({ children, form, ...props }: FormScreenProps & Omit<EditProps, 'children'>) {
  const onSuccess = useSavedHandler('updated', props.redirect);
  return (
    <ValidId>
      <ConflictProvider>
        {(onError) => (
          <Edit
            mutationMode="pessimistic"
            queryOptions={{ ...stayOnPage, meta: WHOLE_RECORD }}
            error={<LoadFailure />}
            mutationOptions={{ onSuccess, onError, meta: WHOLE_RECORD }}
            {...props}
          >
            {form ?? (
              <SimpleForm toolbar={<FormToolbar />} sx={{ maxWidth: 960 }} warnWhenUnsavedChanges>
                {children}
              </SimpleForm>
            )}
          </Edit>
        )}
      </ConflictProvider>
    </ValidId>
  );
}

export function MeydanCreate({ children, form, ...props }: FormScreenProps & Omit<CreateProps, 'children'>) {
  const onSuccess = useSavedHandler('created', props.redirect);
  return (
    <Create mutationOptions={{ onSuccess }} {...props}>
      {form ?? (
        <SimpleForm toolbar={<FormToolbar deletable={false} />} sx={{ maxWidth: 960 }} warnWhenUnsavedChanges>
          {children}
        </SimpleForm>
      )}
    </Create>
  );
}
