import { MeydanEdit } from '../../layout/forms';
import { WeekInputs } from './WeekInputs';

export const WeekEdit = () => (
  <MeydanEdit>
    <WeekInputs />
  </MeydanEdit>
);
