import { z } from 'zod';

import { MESSAGE_VARIANTS } from './variant-ids';

export { MESSAGE_VARIANTS };
export const messageVariantSchema = z.enum(MESSAGE_VARIANTS);
export type MessageVariant = z.infer<typeof messageVariantSchema>;
