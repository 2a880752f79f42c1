import { Type, type Static } from '@sinclair/typebox';
import { Nullable } from '../common.js';

/** An image as the public site renders it: WebP variants in `srcset`, intrinsic size to avoid layout shift. */
export const PublicImageSchema = Type.Object({
  src: Type.String(),
  srcset: Type.String(),
  width: Type.Integer(),
  height: Type.Integer(),
  alt: Type.String(),
});
export type PublicImage = Static<typeof PublicImageSchema>;
export const MaybeImage = Nullable(PublicImageSchema);

export const RefSchema = Type.Object({ id: Type.Integer(), title: Type.String(), slug: Type.String() });
export type PublicRef = Static<typeof RefSchema>;
export const MaybeRef = Nullable(RefSchema);

export const TeamRefSchema = Type.Object({
  id: Type.Integer(),
  title: Type.String(),
  shortTitle: Nullable(Type.String()),
  slug: Type.String(),
  logo: MaybeImage,
});
export type PublicTeamRef = Static<typeof TeamRefSchema>;
