import { SimpleForm } from 'react-admin';
import { MeydanEdit, FormToolbar } from '../../layout/forms';
import { NewsInputs } from './NewsInputs';

export const NewsEdit = () => (
  <MeydanEdit form={<SimpleForm toolbar={<FormToolbar />}><NewsInputs /></SimpleForm>}>{null}</MeydanEdit>
);
