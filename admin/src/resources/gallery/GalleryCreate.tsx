import { MeydanCreate } from '../../layout/forms';
import { GalleryInputs } from './GalleryInputs';

export const GalleryCreate = () => (
  <MeydanCreate>
    <GalleryInputs />
  </MeydanCreate>
);
