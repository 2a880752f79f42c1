import { MeydanEdit } from '../../layout/forms';
import { GalleryInputs } from './GalleryInputs';

export const GalleryEdit = () => (
  <MeydanEdit>
    <GalleryInputs />
  </MeydanEdit>
);
