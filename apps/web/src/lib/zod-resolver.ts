import type { FieldError, FieldErrors, FieldValues, Resolver } from 'react-hook-form';
import type { z } from 'zod';

/** A react-hook-form resolver for a zod schema: the first issue of each field becomes its error. */
export function zodResolver<TInput extends FieldValues, TOutput>(
  schema: z.ZodType<TOutput, TInput>,
): Resolver<TInput, unknown, TOutput> {
  return async (values) => {
    const result = await schema.safeParseAsync(values);
    if (result.success) return { values: result.data, errors: {} };
    const errors: Record<string, FieldError> = {};
    for (const issue of result.error.issues) {
      const key = issue.path.join('.');
      errors[key] ??= { type: issue.code, message: issue.message };
    }
    return { values: {}, errors: errors as FieldErrors<TInput> };
  };
}

/**
 * zodResolver for a schema loaded on first use, i.e. at the first submit (forms validate on
 * submit): a page's first load then carries no zod. A failed load is tried again next time.
 */
export function lazyZodResolver<TInput extends FieldValues, TOutput>(
  load: () => Promise<z.ZodType<TOutput, TInput>>,
): Resolver<TInput, unknown, TOutput> {
  let resolver: Promise<Resolver<TInput, unknown, TOutput>> | undefined;
  return async (...args) => {
    resolver ??= load().then(zodResolver, (error: unknown) => {
      resolver = undefined;
      throw error;
    });
    return (await resolver)(...args);
  };
}
