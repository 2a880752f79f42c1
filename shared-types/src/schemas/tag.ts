import { Type, type Static } from '@sinclair/typebox';
import { RecordBase, VersionInput } from './common.js';

export const TagInputSchema = Type.Object({ ...VersionInput, title: Type.String({ minLength: 1, maxLength: 80 }) });
export const TagSchema = Type.Object({ ...RecordBase, title: Type.String(), slug: Type.String() });
export type Tag = Static<typeof TagSchema>;
