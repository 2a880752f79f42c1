import { Type, type Static } from '@sinclair/typebox';
import { RecordBase, VersionInput } from './common.js';
import { TEXT_MAX } from '../constants/product.js';

export const TagInputSchema = Type.Object({ ...VersionInput, title: Type.String({ minLength: 1, maxLength: TEXT_MAX.tag }) });
export const TagSchema = Type.Object({ ...RecordBase, title: Type.String(), slug: Type.String() });
export type Tag = Static<typeof TagSchema>;
