import { MeydanCreate } from '../../layout/forms';
import { WeekInputs } from './WeekInputs';

export const WeekCreate = () => (
  <MeydanCreate>
    <WeekInputs />
  </MeydanCreate>
);
